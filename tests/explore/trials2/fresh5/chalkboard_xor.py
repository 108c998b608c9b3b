# Chalkboard XOR Game (LeetCode 810): non-negative numbers on a chalkboard. In turn, Alice first,
# a player erases exactly one number. A player who begins a turn with the XOR of all numbers on
# the board equal to 0 wins at once (the XOR of an empty board is 0); so erasing a number that
# leaves the board's XOR at 0 loses.
positions = multiset(piles=range(0, 7), size=range(1, 6))


def start(nums):
    return (nums, False)              # the numbers left, has the player to move already lost


def moves(state):
    nums, lost = state
    if lost:
        return
    x = 0
    for v in nums:
        x ^= v
    if x == 0:                        # the mover wins now: one move to a state lost for the other
        yield (nums, True)
        return
    for i, v in enumerate(nums):
        if i > 0 and nums[i - 1] == v:
            continue
        yield (nums[:i] + nums[i + 1:], False)


def canonical(state):
    return state
