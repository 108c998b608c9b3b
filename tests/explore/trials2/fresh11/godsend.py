# Godsend (Codeforces 841B): an array of non-negative integers. In turn, the first player first,
# a player removes a subsegment of non-zero length and the remaining parts are glued together:
# the first player may only remove a subsegment whose sum is odd, the second player only one
# whose sum is even. The player who cannot move loses. The result: whether the first player wins.
positions = sequence(values=range(0, 4), length=range(1, 7))
result = "win"


def start(array):
    return (array, True)              # the array left, the first player to move


def moves(state):
    array, first = state
    n = len(array)
    for i in range(n):
        total = 0
        for j in range(i, n):
            total += array[j]
            if total % 2 == (1 if first else 0):
                yield (array[:i] + array[j + 1:], not first)


def canonical(state):
    return state
