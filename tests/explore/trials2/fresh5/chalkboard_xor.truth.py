# Truth for LeetCode 810: every erasure searched; a turn that starts with XOR 0 is won at once
# (modelled as one move to a dead state).
from oracle import win_search


def _moves(state):
    nums, dead = state
    if dead:
        return []
    x = 0
    for v in nums:
        x ^= v
    if x == 0:
        return [(nums, True)]
    return {(nums[:i] + nums[i + 1:], False) for i in range(len(nums))}


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and min(position) >= 0


def truth(position):
    return _wins((tuple(sorted(position)), False))
