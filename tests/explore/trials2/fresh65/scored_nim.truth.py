# Truth for Baekjoon 18540 (Scored Nim): a plain memoised minimax of Alice's white stones. A state
# is (the heaps of two or more stones, sorted; whether Alice is to move); the mover splits a heap
# into two non-empty heaps and colours one white and the other black; a one-stone heap keeps its
# colour to the end. best(heaps, alice) is the number of white one-stone heaps still to be made,
# Alice maximising it and Bob minimising it. Every stone ends in a one-stone heap (each a_i >= 2),
# so Alice's score is best(a, True) and the value of the game file (white minus black, from Alice's
# side) is 2 * best(a, True) - sum(a).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(heaps):
    return len(heaps) >= 1 and min(heaps) >= 2


@lru_cache(maxsize=None)
def _best(heaps, alice):
    if not heaps:
        return 0
    results = []
    for i, x in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        for white in range(1, x):
            black = x - white
            made = 1 if white == 1 else 0
            after = tuple(sorted(rest + tuple(h for h in (white, black) if h >= 2)))
            results.append(made + _best(after, not alice))
    return max(results) if alice else min(results)


def truth(heaps):
    heaps = tuple(sorted(heaps))
    return 2 * _best(heaps, True) - sum(heaps)
