# Truth for UVa 11859 with two columns: the rows are independent games, so the matrix is their
# sum, valued by the Sprague-Grundy theorem; one row's value is found by a plain search over the
# row (a move replaces a non-empty set of its numbers > 1 by proper divisors). Checked against a
# search of the whole matrix on every position of the game file.
from oracle import grundy_search


def _row_moves(row):
    a, b = row
    ca = [a] + [d for d in range(1, a) if a % d == 0]
    cb = [b] + [d for d in range(1, b) if b % d == 0]
    return list({tuple(sorted((x, y))) for x in ca for y in cb if (x, y) != (a, b)})


_grundy = grundy_search(_row_moves)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 1 for v in position)


def truth(position):
    total = 0
    for r in range(0, len(position), 2):
        total ^= _grundy(tuple(sorted(position[r:r + 2])))
    return total != 0
