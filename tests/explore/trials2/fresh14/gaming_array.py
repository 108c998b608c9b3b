# Gaming Array (HackerRank): an array of distinct integers. In turn, Bob first, a player removes
# the maximum element of the array together with every element to its right. The first player
# who cannot move (the array is empty) loses. A position: the array. The result: whether Bob,
# the first player, wins.
positions = sequence(values=range(1, 9), length=range(1, 8)).where(
    lambda a: len(set(a)) == len(a))
result = "win"


def moves(a):
    if a:
        yield a[:a.index(max(a))]
