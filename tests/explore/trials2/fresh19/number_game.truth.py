# Truth for Codeforces 1749C at a fixed k: a memoised search over (the sorted array, the stage,
# whose turn): Alice at stage i removes an element <= k - i + 1 (none: she loses), and wins at
# once after stage k; Bob then adds k - i + 1 to any element of a non-empty array. True when
# Alice wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _alice_wins(arr, i, k):
    bound = k - i + 1
    for j, v in enumerate(arr):
        if v <= bound:
            rest = arr[:j] + arr[j + 1:]
            if i == k or _after_bob(rest, i, k):
                return True
    return False


def _after_bob(arr, i, k):
    """True when Alice wins whatever Bob does after her move of stage i."""
    if not arr:
        return _alice_wins(arr, i + 1, k)
    bound = k - i + 1
    for j, v in enumerate(arr):
        if not _alice_wins(tuple(sorted(arr[:j] + (v + bound,) + arr[j + 1:])), i + 1, k):
            return False
    return True


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position, k=2):
    return _alice_wins(tuple(sorted(position)), 1, k)
