# Truth for Luogu P13755 (【MX-X17-T4】Yet another Game problem): a plain memoised minimax over
# the range [l, r] and who moves. Alice moves the left end to the right (l < i <= r), Bob moves
# the right end to the left (l <= i < r); when l = r the game is over and the score is a_l. Alice
# maximises the score, Bob minimises it. The value: the score, Alice moving first.
from functools import lru_cache


def valid(position):
    return len(position) >= 2


def truth(position):
    a = tuple(position)
    n = len(a)

    @lru_cache(maxsize=None)
    def score(l, r, alice):
        if l == r:
            return a[l]
        if alice:
            return max(score(i, r, False) for i in range(l + 1, r + 1))
        return min(score(l, i, True) for i in range(l, r))

    for width in range(n):                   # short ranges first (shallow recursion)
        for l in range(n - width):
            score(l, l + width, True)
            score(l, l + width, False)
    return score(0, n - 1, True)
