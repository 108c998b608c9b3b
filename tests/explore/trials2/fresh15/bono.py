# Bono v3 (SPOJ BLBONO): N boards of 3 x 3 cells, some cells already filled (no board starts with
# a full row, column or diagonal). In turn, Kang first, a player fills one empty cell of a board
# that is not destroyed; a board with a full row, column or diagonal destroys itself (it leaves
# the game). The player who cannot move loses. A board is the 9-bit number of its filled cells
# (cell (r, c), r, c = 1..3, is bit 3(r - 1) + (c - 1)). A position: the boards, sorted. The
# result: whether Kang, the first player, wins.
LINES = (0b000000111, 0b000111000, 0b111000000, 0b001001001, 0b010010010, 0b100100100,
         0b100010001, 0b001010100)


def _alive(board):
    return all(board & line != line for line in LINES)


positions = multiset(piles=range(0, 512), size=range(1, 3)).where(
    lambda boards: all(_alive(x) for x in boards))
result = "win"


def moves(boards):
    for i, x in enumerate(boards):
        if i > 0 and boards[i - 1] == x:
            continue                  # the same board again: the same moves
        rest = boards[:i] + boards[i + 1:]
        for cell in range(9):
            if not x >> cell & 1:
                y = x | 1 << cell
                yield tuple(sorted(rest + ((y,) if _alive(y) else ())))
