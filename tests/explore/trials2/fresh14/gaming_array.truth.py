# Truth for HackerRank Gaming Array: a plain search over the array left (always a prefix of the
# start); a move cuts it just before its maximum; the empty array has no move and loses.
from functools import lru_cache


@lru_cache(maxsize=None)
def _wins(a):
    if not a:
        return False
    return not _wins(a[:a.index(max(a))])


def valid(position):
    return len(position) >= 1 and len(set(position)) == len(position)


def truth(position):
    return _wins(tuple(position))
