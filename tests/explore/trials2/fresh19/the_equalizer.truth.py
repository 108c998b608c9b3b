# Truth for Codeforces 2217A: a memoised search over (whose turn, special move unused, sorted
# array): a move lowers a positive element by one; Shaunak may once set every element to k
# instead; nothing moves once every element is 0 (the player to move has lost). True when
# Shaunak wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _wins(shaunak, unused, arr, k):
    if not any(arr):
        return False
    for j, v in enumerate(arr):
        if v > 0 and not _wins(not shaunak, unused, tuple(sorted(arr[:j] + (v - 1,) + arr[j + 1:])), k):
            return True
    if shaunak and unused and not _wins(False, False, (k,) * len(arr), k):
        return True
    return False


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position, k=1):
    return _wins(True, True, tuple(sorted(position)), k)
