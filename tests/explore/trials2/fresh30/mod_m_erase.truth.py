# Truth for AtCoder ARC 148 D (mod M Game): a plain memoised search over (the integers left,
# sorted; (X - Y) mod M), for each M: Alice moves when an even number of integers is left and
# adds the one she erases to X, Bob subtracts his; on the empty board Alice wins iff X - Y is not
# 0 mod M. True when Alice (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _alice_wins(left, d, m):
    if not left:
        return d != 0
    alice = len(left) % 2 == 0
    results = []
    for i, v in enumerate(left):
        rest = left[:i] + left[i + 1:]
        results.append(_alice_wins(rest, (d + v) % m if alice else (d - v) % m, m))
    return any(results) if alice else all(results)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 0 for v in position)


def truth(position, m=3):
    return _alice_wins(tuple(sorted(position)), 0, m)
