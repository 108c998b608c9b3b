# Final Element After Subarray Deletions (LeetCode 3828, Weekly Contest 487): an integer array
# nums (1 <= length <= 10^5, 1 <= nums[i] <= 10^5). Alice and Bob play in turn, Alice first. On
# a turn the player chooses any subarray nums[l..r] (contiguous and non-empty) with
# r - l + 1 < m, m the current length of the array; the subarray is removed and the rest is
# joined into the new array. The game goes on until exactly one element is left. Alice wants
# that last element as large as possible, Bob as small as possible; the answer is its value with
# both playing best. A position: nums, 1 to 6 numbers of 1 to 4 declared here (the statement
# allows 10^5 numbers up to 10^5). A state: (the array left, whether Alice is to move). The value:
# the last element, written as a payoff at the end: +value to the player to move there when it is
# Alice, -value when it is Bob, so that the mover's total minus the other's is, at the start,
# the last element (Alice maximises it, Bob minimises it).
positions = sequence(values=range(1, 5), length=range(1, 7))
result = "score"


def start(nums):
    return (tuple(nums), True)


def moves(state):
    nums, alice = state
    m = len(nums)
    seen = set()
    for l in range(m):
        for r in range(l, m):
            if r - l + 1 >= m:
                continue                  # the removed subarray must be shorter than the array
            rest = nums[:l] + nums[r + 1:]
            if rest not in seen:
                seen.add(rest)
                yield ((rest, not alice), 0)


def final(state):
    nums, alice = state                   # one element left: the game is over
    return nums[0] if alice else -nums[0]


def canonical(state):
    return state
