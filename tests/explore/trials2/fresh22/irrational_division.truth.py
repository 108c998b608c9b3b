# Truth for Kattis Irrational Division: a memoised minimax (../oracle.py, score_search) over (rows
# left, columns left, parity of the westmost column's index, who moves); you take k >= 1 columns
# from the west, your sister k >= 1 rows from the south; a square (i, j), counted from the north-
# west corner, is dark (+1) when i + j is even, white (-1) otherwise. The value: your total minus
# your sister's (you move first). A block's value is the product of two alternating sums, since a
# square is worth (-1)^(i + j) = (-1)^i (-1)^j.
from functools import lru_cache

from oracle import score_search


@lru_cache(maxsize=None)
def _alternating(lo, hi):
    return sum(1 if i % 2 == 0 else -1 for i in range(lo, hi))


def _block(r0, r1, c0, c1):
    # the square (i, j) is worth (-1)^(i + j) = (-1)^i (-1)^j: the block's sum is a product
    return _alternating(r0, r1) * _alternating(c0, c1)


def _moves(state):
    rows, cols, west, who = state
    if rows == 0 or cols == 0:
        return []
    if who == 0:
        return [((rows, cols - k, (west + k) % 2, 1), _block(0, rows, west, west + k))
                for k in range(1, cols + 1)]
    return [((rows - k, cols, west, 0), _block(rows - k, rows, west, west + cols))
            for k in range(1, rows + 1)]


_best = score_search(_moves)


def valid(position):
    p, q = position
    return p >= 1 and q >= 1


def truth(position):
    p, q = position
    for s in range(1, max(p, q) + 1):      # warm from small bars (shallow recursion)
        _best((min(s, p), min(s, q), 0, 0))
    return _best((p, q, 0, 0))
