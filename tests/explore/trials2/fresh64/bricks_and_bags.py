# Bricks and Bags (Codeforces 1740C): n bricks of weights a_1..a_n and three bags numbered 1..3.
# Pak Chanek puts every brick into one of the bags, each bag getting at least one brick; then Bu
# Dengklek takes exactly one brick from each bag, w_j the weight of the one from bag j. The score
# is |w_1 - w_2| + |w_2 - w_3|; Bu Dengklek minimises it and Pak Chanek maximises it. The answer:
# the score when both play optimally.
# A position: the weights as a multiset, 3..5 bricks of weight 1..5 declared here (the statement
# allows n <= 2 * 10^5 and weights up to 10^9). Each player's turn is one move: Pak Chanek's
# move is a distribution, the state (bag 1, bag 2, bag 3), each bag its weights sorted (bricks of
# the same weight are alike); Bu Dengklek's move takes one brick from each bag and ends the game
# in the state ("end", score), with Pak Chanek to move, to whom final() gives the score. The value
# of a position (Pak Chanek's, the player to move) is the problem's answer.
positions = multiset(piles=range(1, 6), size=range(3, 6))
result = "score"


def start(bricks):
    return ("start", tuple(sorted(bricks)))


def moves(state):
    if state[0] == "end":
        return []
    if state[0] == "start":
        bricks = state[1]
        options = set()
        for code in range(3 ** len(bricks)):
            bags = ([], [], [])
            c = code
            for w in bricks:
                bags[c % 3].append(w)
                c //= 3
            if all(bags):
                options.add(("bags", tuple(sorted(bags[0])), tuple(sorted(bags[1])),
                             tuple(sorted(bags[2]))))
        return [(s, 0) for s in sorted(options)]
    _, b1, b2, b3 = state
    ends = {("end", abs(w1 - w2) + abs(w2 - w3))
            for w1 in set(b1) for w2 in set(b2) for w3 in set(b3)}
    return [(s, 0) for s in sorted(ends)]


def final(state):
    return state[1] if state[0] == "end" else 0


def canonical(state):
    return state
