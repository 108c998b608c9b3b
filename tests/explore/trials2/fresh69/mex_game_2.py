# MEX Game 2 (Easy Version) (Codeforces 1943E1): Alice and Bob play on an array a; Alice starts
# with an empty array c. They take turns, Alice first. On her turn Alice picks one element of a,
# appends it to c and deletes it from a. On his turn Bob picks at most k elements of a and deletes
# them (here "at most k" includes none, while a is not empty). The game ends when a is empty.
# Alice's score is the MEX of c (the smallest non-negative integer not in c); Alice maximises it,
# Bob minimises it. The array is given by m and the frequencies f_0 .. f_m (f_i copies of i). The
# answer: Alice's score with optimal play.
# A position: the frequencies f_0 .. f_m (m = len - 1); declared here: m = 1..3, 1 <= f_i <= 5
# (775 sequences); k is the parameter (--set k=2); the statement allows m <= 50 (1000 in all),
# 1 <= f_i <= 10^9 and 1 <= k <= 10^9.
# A state: (the frequencies left, Alice's values as a tuple of 0/1 flags, 0 when Alice is to move,
# 1 when Bob is). Moves earn no points; at the end final() gives the MEX of c to Alice when she
# is the player to move there, and its negative to Bob, so the value of a position (Alice's side:
# she moves first) is the answer.
k = param("k", 1)
assert k >= 1, "the rules ask for k >= 1"
positions = sequence(values=range(1, 6), length=range(2, 5))
result = "score"


def start(f):
    return (tuple(f), (0,) * len(f), 0)


def _removals(f, budget):
    # every way to delete at most `budget` elements: how many copies of each value
    if not f:
        yield ()
        return
    for r in range(min(f[0], budget) + 1):
        for rest in _removals(f[1:], budget - r):
            yield (r,) + rest


def moves(state):
    f, have, turn = state
    if sum(f) == 0:
        return []
    options = set()
    if turn == 0:
        for i, count in enumerate(f):
            if count:
                options.add(((f[:i] + (count - 1,) + f[i + 1:],
                              have[:i] + (1,) + have[i + 1:], 1), 0))
    else:
        for r in _removals(f, k):
            options.add(((tuple(x - y for x, y in zip(f, r)), have, 0), 0))
    return sorted(options)


def final(state):
    f, have, turn = state
    mex = 0
    while mex < len(have) and have[mex]:
        mex += 1
    return mex if turn == 0 else -mex


def canonical(state):
    return state
