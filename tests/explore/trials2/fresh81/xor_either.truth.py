# Truth for Luogu P8743 (蓝桥杯 2021 省 A 异或数列): a plain memoised minimax over (the numbers
# not used yet as a sorted tuple, a, b, who moves). A move xors one unused number into a or into
# b; when every number is used the game is scored +1 if a > b, 0 if a = b, -1 if a < b (Alice's
# view); Alice maximises it and Bob minimises it. Answers 'W', 'D', 'L' for +1, 0, -1.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and min(position) >= 0


@lru_cache(maxsize=None)
def _score(left, a, b, alice):
    if not left:
        return (a > b) - (a < b)
    seen = set()
    results = []
    for i, x in enumerate(left):
        if x in seen:
            continue
        seen.add(x)
        rest = left[:i] + left[i + 1:]
        results.append(_score(rest, a ^ x, b, not alice))
        results.append(_score(rest, a, b ^ x, not alice))
    return max(results) if alice else min(results)


def truth(position):
    return {1: "W", 0: "D", -1: "L"}[_score(tuple(sorted(position)), 0, 0, True)]
