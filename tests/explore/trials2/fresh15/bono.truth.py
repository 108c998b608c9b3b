# Truth for SPOJ BLBONO: the boards are independent, so the position is the sum of its boards,
# valued by the Sprague-Grundy theorem; a board's value is found by a plain search over its 9-bit
# mask (the mex over its empty cells of the board with that cell filled, or 0 when that fills a
# line and the board is destroyed). Checked against a search of the whole multiset on every
# position of the game file.
from oracle import grundy_search

LINES = (0b000000111, 0b000111000, 0b111000000, 0b001001001, 0b010010010, 0b100100100,
         0b100010001, 0b001010100)
_GONE = -1


def _alive(board):
    return all(board & line != line for line in LINES)


def _moves(board):
    if board == _GONE:
        return []
    out = []
    for cell in range(9):
        if not board >> cell & 1:
            y = board | 1 << cell
            out.append(y if _alive(y) else _GONE)
    return out


_value = grundy_search(_moves)


def valid(position):
    return len(position) >= 1 and all(0 <= x < 512 and _alive(x) for x in position)


def truth(position):
    total = 0
    for x in position:
        total ^= _value(x)
    return total != 0
