# Interval Game (CodeChef INTERVAL): a sequence A of N positive integers and a sequence B of M
# lengths with B_{i+1} + 2 <= B_i (and B_1 <= N). The game lasts exactly M turns; Chef plays the
# odd turns, Chefu the even ones. In turn i the player selects an interval (contiguous segment)
# of A of length B_i; from turn 2 on it must lie strictly inside the interval selected in the
# turn before: if that was [l, r], the new [u, v] has l < u and v < r. The score starts at 0;
# Chef's turn adds the sum of the selected interval, Chefu's turn subtracts it. Chef wants the
# final score as large as possible, Chefu as small as possible. The answer: the final score,
# both playing optimally. A position: the sequence A, lengths 1..7 of values 1..4 declared here,
# kept by a filter to the statement's B_1 <= N (it allows sum N <= 300,000, A_i <= 10^9 and
# M <= 200). B is given with the input: here three parameters `b1`, `b2`, `b3`, B being the
# values before the first 0 (b3 = 0: M = 2; b2 = 0: M = 1), each set judged keeping
# B_{i+1} + 2 <= B_i. A state: (A, the number of turns made, the interval selected last as
# (l, r), 0-based and inclusive, (-1, -1) before the first turn). The moves give the points of
# the player who moves (the interval's sum), so the value is Chef's total minus Chefu's: the
# final score.
b1 = param("b1", 5)
b2 = param("b2", 3)
b3 = param("b3", 1)
assert b1 >= 1 and b2 >= 0 and b3 >= 0, "the rules ask for B_1 >= 1"
if b2 == 0:
    LENGTHS = (b1,)
elif b3 == 0:
    LENGTHS = (b1, b2)
else:
    LENGTHS = (b1, b2, b3)
assert all(LENGTHS[i + 1] + 2 <= LENGTHS[i] for i in range(len(LENGTHS) - 1)), \
    "the rules ask for B_{i+1} + 2 <= B_i"
positions = sequence(values=range(1, 5), length=range(1, 8)).where(lambda a: len(a) >= b1)
result = "score"


def start(a):
    return (tuple(a), 0, -1, -1)


def moves(state):
    a, made, l, r = state
    if made == len(LENGTHS):
        return []                                          # M turns made: the game is over
    length = LENGTHS[made]
    options = []
    for u in range(len(a) - length + 1):
        v = u + length - 1
        if made > 0 and not (l < u and v < r):
            continue                                       # not strictly inside [l, r]
        options.append(((a, made + 1, u, v), sum(a[u:v + 1])))
    return options


def canonical(state):
    return state
