# Subarray Game (CodeChef Starters, August 2022): an array A of N >= 2 distinct integers; its
# goodness is the sum of |A_{i+1} - A_i| over neighbouring places (0 for one element). In turn,
# Alice first, a player deletes one non-empty subarray A_L .. A_R (contiguous), allowed only when
# the goodness of the array left is the goodness before the move. The player who cannot move
# loses. A position: A (distinct values). A state: the array left. The result: whether Alice, the
# first player, wins.
positions = sequence(values=range(1, 8), length=range(2, 7)).where(lambda a: len(set(a)) == len(a))
result = "win"


def _goodness(a):
    return sum(abs(a[i + 1] - a[i]) for i in range(len(a) - 1))


def moves(a):
    before = _goodness(a)
    for left in range(len(a)):
        for right in range(left, len(a)):
            rest = a[:left] + a[right + 1:]
            if _goodness(rest) == before:
                yield rest
