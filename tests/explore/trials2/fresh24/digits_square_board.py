# Digits Square Board (HackerRank): an N x N board with a digit 1..9 in each cell. In turn, the
# first player first, a player chooses one board (piece) that has more than one cell and at least
# one non-prime digit on it, and cuts it into two smaller boards along a horizontal or vertical
# line between cells. The player who cannot move loses. A position: the board read row by row,
# one string of N^2 digits; only whether a digit is prime matters to the rules, so the positions
# are written with 1 (not prime) and 2 (prime). A state: the sorted pieces, each a tuple of row
# strings. The result: whether the first player wins.
positions = string("12", length=range(1, 10)).where(lambda s: round(len(s) ** 0.5) ** 2 == len(s))
result = "win"

_PRIME = set("2357")


def start(position):
    n = round(len(position) ** 0.5)
    return (tuple(position[r * n:(r + 1) * n] for r in range(n)),)


def _cuttable(piece):
    return (len(piece) > 1 or len(piece[0]) > 1) and any(c not in _PRIME for row in piece for c in row)


def moves(pieces):
    for i, piece in enumerate(pieces):
        if (i > 0 and pieces[i - 1] == piece) or not _cuttable(piece):
            continue
        rest = pieces[:i] + pieces[i + 1:]
        for r in range(1, len(piece)):
            yield tuple(sorted(rest + (piece[:r], piece[r:])))
        for c in range(1, len(piece[0])):
            yield tuple(sorted(rest + (tuple(row[:c] for row in piece),
                                       tuple(row[c:] for row in piece))))


def canonical(state):
    return state
