# Truth for Codeforces 1681A (Game with Cards): a plain memoised win/lose search. The sequence is
# read as (n, a_1..a_n, m, b_1..b_m); the player to move holds the first hand at the start, plays
# any card first, and then each card must be greater than the one the other just played; who
# cannot play loses. True when the first player (holding a_1..a_n) wins.
from functools import lru_cache


def valid(p):
    if len(p) < 4 or min(p) < 1:
        return False
    n = p[0]
    return n + 2 < len(p) and p[n + 1] == len(p) - n - 2


@lru_cache(maxsize=None)
def _wins(mine, theirs, last):
    return any(c > last and not _wins(theirs, mine, c) for c in mine)


def truth(p):
    n = p[0]
    return _wins(tuple(sorted(p[1:n + 1])), tuple(sorted(p[n + 2:])), 0)
