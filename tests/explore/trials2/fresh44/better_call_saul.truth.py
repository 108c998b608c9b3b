# Truth for CodeChef GMSTN (Better call Saul!): a plain memoised minimax over (the number of odd
# piles left, the number of even piles left, the moves still to make, whether Walter is to move):
# a move removes one pile, odd or even; after X moves Walter wins iff the sum of the piles left is
# odd, i.e. iff the number of odd piles left is odd. Only a pile's parity enters the sum's parity,
# so the piles are kept as these two counts (the moves are the same: removing any odd pile, or any
# even one). Walter maximises, Jesse minimises. True when Walter, the first player, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _walter_wins(odd, even, left, walter):
    if left == 0:
        return odd % 2 == 1
    results = []
    if odd > 0:
        results.append(_walter_wins(odd - 1, even, left - 1, not walter))
    if even > 0:
        results.append(_walter_wins(odd, even - 1, left - 1, not walter))
    return any(results) if walter else all(results)


def valid(position):
    return len(position) >= 2 and all(a >= 1 for a in position)


def truth(position, x=2):
    if not 1 <= x <= len(position) - 1:
        raise ValueError(f"X = {x} outside 1..N - 1 for N = {len(position)}")
    odd = sum(1 for a in position if a % 2 == 1)
    return _walter_wins(odd, len(position) - odd, x, True)
