# Truth for AtCoder AGC 056 D (Subset Sum Game): a plain memoised search over (the integers left,
# sorted; Alice's sum so far), for each L and R: Alice moves when an even number is left and adds
# the integer she erases to her sum, Bob only erases; on the empty board Alice wins iff
# L <= sum <= R. True when Alice (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _alice_wins(left, s, l, r):
    if not left:
        return l <= s <= r
    alice = len(left) % 2 == 0
    results = (_alice_wins(left[:i] + left[i + 1:], s + v if alice else s, l, r)
               for i, v in enumerate(left) if i == 0 or left[i - 1] != v)
    return any(results) if alice else all(results)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 1 for v in position)


def truth(position, l=5, r=6):
    return _alice_wins(tuple(sorted(position)), 0, l, r)
