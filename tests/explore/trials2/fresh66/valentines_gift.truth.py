# Truth for Codeforces 1931E (Anna and the Valentine's Day Gift): a plain memoised search over the
# numbers written as (number of digits, number of trailing zeros) pairs, which is all the rules
# read of them: reversing drops the trailing zeros (the length falls by their count, none remain,
# as the first digit is not 0); concatenating x then y adds the lengths and keeps y's trailing
# zeros. Anna reverses one number, Sasha joins two in either order; when Anna's move leaves one
# number, Sasha has won iff it has more than m digits (it is at least 10^m). True when Anna, who
# moves first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(a):
    return len(a) >= 1 and min(a) >= 1


def _shape(x):
    s = str(x)
    return (len(s), len(s) - len(s.rstrip("0")))


@lru_cache(maxsize=None)
def _anna_wins(nums, anna, m):
    if anna:
        for i, (length, zeros) in enumerate(nums):
            after = tuple(sorted(nums[:i] + nums[i + 1:] + ((length - zeros, 0),)))
            if len(after) == 1:
                if after[0][0] <= m:                 # fewer than m + 1 digits: below 10^m
                    return True
            elif _anna_wins(after, False, m):
                return True
        return False
    for i in range(len(nums)):
        for j in range(len(nums)):
            if i == j:
                continue
            rest = tuple(nums[t] for t in range(len(nums)) if t not in (i, j))
            joined = (nums[i][0] + nums[j][0], nums[j][1])
            if not _anna_wins(tuple(sorted(rest + (joined,))), True, m):
                return False
    return True


def truth(a, m=1):
    return _anna_wins(tuple(sorted(_shape(x) for x in a)), True, m)
