# Truth for CodeChef GTHRONES (A Game of Thrones): a plain memoised search over (the counts of
# each number left in the notebook, the current number). Bran first declares any number; then
# each move erases one copy of the current number u and declares a number v still written with
# v / u or u / v prime; who cannot move loses. True when Bran, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(notebook):
    return len(notebook) >= 1 and min(notebook) >= 1


def _is_prime(n):
    return n >= 2 and all(n % d for d in range(2, int(n ** 0.5) + 1))


@lru_cache(maxsize=None)
def _wins(counts, current):
    # counts: a sorted tuple of (number, copies) pairs, copies >= 1
    left = dict(counts)
    left[current] -= 1
    if left[current] == 0:
        del left[current]
    rest = tuple(sorted(left.items()))
    for v in left:
        a, b = max(v, current), min(v, current)
        if a % b == 0 and _is_prime(a // b) and not _wins(rest, v):
            return True
    return False


def truth(notebook):
    counts = {}
    for u in notebook:
        counts[u] = counts.get(u, 0) + 1
    key = tuple(sorted(counts.items()))
    return any(not _wins(key, u) for u in counts)
