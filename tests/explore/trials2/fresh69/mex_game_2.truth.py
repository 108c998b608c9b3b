# Truth for Codeforces 1943E1 (MEX Game 2, easy version): a plain memoised minimax over (the
# copies left of each value, the set of values Alice took as a bitmask, whose turn, k). Alice
# moves one element into her array c; Bob deletes between 0 and k elements (each choice a
# multiset of at most k values, each deleted no more often than it is left); when no element is
# left, the result is the MEX of c. Alice maximises it, Bob minimises it.
import sys
from collections import Counter
from functools import lru_cache
from itertools import combinations_with_replacement

sys.setrecursionlimit(100000)


def valid(f):
    return len(f) >= 2 and min(f) >= 1


def _mex(mask, size):
    v = 0
    while v < size and mask >> v & 1:
        v += 1
    return v


@lru_cache(maxsize=None)
def _value(left, mask, alice, k):
    size = len(left)
    if not any(left):
        return _mex(mask, size)
    if alice:
        return max(_value(left[:i] + (left[i] - 1,) + left[i + 1:], mask | 1 << i, False, k)
                   for i in range(size) if left[i])
    best = _value(left, mask, True, k)               # Bob deletes nothing
    for count in range(1, k + 1):
        for chosen in combinations_with_replacement(range(size), count):
            times = Counter(chosen)
            if all(times[i] <= left[i] for i in times):
                after = tuple(left[i] - times[i] for i in range(size))
                best = min(best, _value(after, mask, True, k))
    return best


def truth(f, k=1):
    return _value(tuple(f), 0, True, k)
