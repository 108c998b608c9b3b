# Truth for Codeforces 1038C (Gambling): a plain memoised minimax over (A's remaining elements,
# B's remaining elements, whose turn), both as sorted tuples. best() is A's score minus B's score
# from here on: A maximises it, B minimises it. On a turn the player adds one of his own elements
# to his score or deletes one of the opponent's. The value is A's score minus B's score.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(p):
    return len(p) >= 2 and len(p) % 2 == 0 and min(p) >= 1


def _drop(t, i):
    return t[:i] + t[i + 1:]


@lru_cache(maxsize=None)
def _best(a, b, a_turn):
    if not a and not b:
        return 0
    results = []
    if a_turn:
        for i in range(len(a)):
            results.append(a[i] + _best(_drop(a, i), b, False))     # A scores a[i]
        for j in range(len(b)):
            results.append(_best(a, _drop(b, j), False))            # A deletes b[j]
        return max(results)
    for j in range(len(b)):
        results.append(-b[j] + _best(a, _drop(b, j), True))         # B scores b[j]
    for i in range(len(a)):
        results.append(_best(_drop(a, i), b, True))                 # B deletes a[i]
    return min(results)


def truth(p):
    n = len(p) // 2
    return _best(tuple(sorted(p[:n])), tuple(sorted(p[n:])), True)
