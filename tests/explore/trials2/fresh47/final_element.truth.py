# Truth for LeetCode 3828 (Final Element After Subarray Deletions): a plain memoised minimax over
# (the array left, whether Alice is to move): the player to move removes any contiguous non-empty
# subarray shorter than the array; with one element left the game ends. Alice maximises the last
# element, Bob minimises it. The value: the last element with best play (Alice first).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _last(nums, alice):
    m = len(nums)
    if m == 1:
        return nums[0]
    values = [_last(nums[:l] + nums[r + 1:], not alice)
              for l in range(m) for r in range(l, m) if r - l + 1 < m]
    return max(values) if alice else min(values)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    return _last(tuple(position), True)
