# Truth for LightOJ 1020 (A Childhood Game): a plain memoised search over the marbles left; a
# move takes one or two; with no marble left, the player to move has won when Alice started
# (the last taker lost) and lost when Bob started. True when the starting player wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _wins(n, s):
    if n == 0:
        return s == 0
    return any(not _wins(n - t, s) for t in (1, 2) if t <= n)


def valid(position):
    n, s = position
    return n >= 1 and s in (0, 1)


def truth(position):
    n, s = position
    for m in range(0, n + 1, 200):           # fill the table from below (no deep recursion)
        _wins(m, s)
    return _wins(n, s)
