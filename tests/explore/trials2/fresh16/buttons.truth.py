# Truth for Codeforces 1858A: a memoised search over (the mover's own buttons, the other's own
# buttons, shared buttons); the mover presses one of theirs or a shared one; no button: lost.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(mine, theirs, shared):
    if mine > 0 and not _wins(theirs, mine - 1, shared):
        return True
    if shared > 0 and not _wins(theirs, mine, shared - 1):
        return True
    return False


def valid(position):
    return all(v >= 1 for v in position)


def truth(position):
    a, b, c = position
    for s in range(0, c + 1):                  # warm with few shared first (shallow recursion)
        _wins(a, b, s)
        _wins(b, a, s)
    return _wins(a, b, c)
