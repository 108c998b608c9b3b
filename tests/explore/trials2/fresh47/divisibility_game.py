# Divisibility Game (Codeforces 2203D, Educational Codeforces Round 187): an array a of n numbers
# and an array b of m numbers (1 <= n, m <= 10^6, 1 <= a_i, b_i <= n + m). Alice and Bob move in
# turn, Alice first. On a turn the player chooses a number x of a and a number y of b: Alice must
# choose them so that y is divisible by x, Bob so that y is NOT divisible by x. Then y is removed
# from b (one copy of it when it occurs several times); x stays in a. A player who cannot move
# loses. The answer: who wins with best play. A position: a_1 .. a_n 0 b_1 .. b_m (the two input
# lines one after the other, a 0 between them: no number of the game is 0), 2 to 5 numbers of 1 to
# 5 in all declared here, kept by a filter to those with exactly one 0, not at either end (so
# n, m >= 1), and every number at most n + m as the statement asks (it allows 10^6 numbers in
# each array). A
# state: (the distinct numbers of a, sorted: a never changes and only which numbers it holds
# matters; the numbers left in b, sorted; the player to move: 0 Alice, 1 Bob). The result:
# whether the player to move, Alice at the start, wins.


def _split(p):
    i = p.index(0)
    return p[:i], p[i + 1:]


def _allowed(p):
    if p.count(0) != 1 or p[0] == 0 or p[-1] == 0:
        return False
    a, b = _split(p)
    return max(p) <= len(a) + len(b)


positions = sequence(values=range(0, 6), length=range(3, 7)).where(_allowed)
result = "win"


def start(position):
    a, b = _split(position)
    return (tuple(sorted(set(a))), tuple(sorted(b)), 0)


def moves(state):
    a, b, turn = state
    for i, y in enumerate(b):
        if i > 0 and b[i - 1] == y:
            continue                          # the same number: the same move
        if turn == 0:
            ok = any(y % x == 0 for x in a)   # Alice: some x of a divides y
        else:
            ok = any(y % x != 0 for x in a)   # Bob: some x of a does not divide y
        if ok:
            yield (a, b[:i] + b[i + 1:], 1 - turn)


def canonical(state):
    return state
