# Greedy Ant (AtCoder KEYENCE Programming Contest 2021 E): N candies lie on a number line,
# candy i (from the left) at the point 2i with tastiness a_i, all different. Before the game Ant
# picks one of the points 1, 3, .., 2N+1 and stays there. Then Snuke and Ant take candies in turn,
# Snuke first, until none is left: Snuke may take any candy; Ant must take, of the nearest candy
# to her left and the nearest to her right, the tastier one (the only one, when one side is
# empty). The problem asks, for each of Ant's points, the largest total tastiness Snuke can take.
# Here one point is asked about at a time. A position: the sequence (g, a_1, .., a_N), Ant
# standing at the point 2g+1 (g candies to her left, 0 <= g <= N), the a_i different, from 1..5
# and N = 1..5 declared here (the statement allows N <= 400 and a_i <= 10^6). A state: (g, the
# candies left as (index, tastiness) pairs, whose turn); each move scores the candy's tastiness
# for its taker, so the value (Snuke's total minus Ant's, the default difference) is twice
# Snuke's total less the sum of all a_i. Ant has exactly one move wherever a candy is left.


def _fits(p):
    candies = p[1:]
    return (len(candies) >= 1 and 0 <= p[0] <= len(candies) and min(candies) >= 1
            and len(set(candies)) == len(candies))


positions = sequence(values=range(0, 6), length=range(2, 7)).where(_fits)
result = "score"


def start(p):
    return (p[0], tuple(enumerate(p[1:])), "snuke")


def moves(state):
    g, left, turn = state
    if not left:
        return []
    if turn == "snuke":
        return [((g, left[:i] + left[i + 1:], "ant"), value) for i, (_, value) in enumerate(left)]
    lefts = [i for i, (index, _) in enumerate(left) if index < g]
    rights = [i for i, (index, _) in enumerate(left) if index >= g]
    options = []
    if lefts:
        options.append(lefts[-1])          # the nearest candy to her left
    if rights:
        options.append(rights[0])          # the nearest candy to her right
    i = max(options, key=lambda j: left[j][1])
    return [((g, left[:i] + left[i + 1:], "snuke"), left[i][1])]


def canonical(state):
    return state
