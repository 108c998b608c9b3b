# Truth for Luogu P4018 (Roy&October之取石子): a plain memoised search over the stones left: a move
# takes p^k stones (p prime, k >= 0, at most the stones left); who takes the last stone wins, so
# the player facing 0 stones has lost. True when October (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

_LIMIT = 2000
_powers = [1]
for _p in range(2, _LIMIT + 1):
    if all(_p % d for d in range(2, int(_p ** 0.5) + 1)):
        _q = _p
        while _q <= _LIMIT:
            _powers.append(_q)
            _q *= _p
_powers.sort()


@lru_cache(maxsize=None)
def _wins(n):
    return any(not _wins(n - q) for q in _powers if q <= n)


def valid(position):
    return len(position) == 1 and 1 <= position[0] <= _LIMIT


def truth(position):
    for m in range(position[0]):     # bottom up, so that the recursion stays shallow
        _wins(m)
    return _wins(position[0])
