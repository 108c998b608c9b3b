# Truth for yukicoder No.2282 Boxed Nim: a move touches one box only, so the position is the sum
# of its boxes (Sprague-Grundy); a box (stones, open) is valued by a plain memoised search: a
# closed box moves to the same box opened, an open box with a stones to an open box with any
# fewer. True when the first player wins (the xor over the closed boxes of the start is not 0).
from oracle import grundy_search


def _box_moves(box):
    a, is_open = box
    if not is_open:
        return [(a, 1)]
    return [(left, 1) for left in range(a)]


_grundy = grundy_search(_box_moves)


def valid(position):
    return len(position) >= 1 and all(a >= 0 for a in position)


def truth(position):
    total = 0
    for a in position:
        for low in range(a + 1):            # warm from the bottom (shallow recursion)
            _grundy((low, 1))
        total ^= _grundy((a, 0))
    return total != 0
