# Truth for HDU 4642: the board as a bitmask in which the first cell (top-left) is the highest
# bit; a move on a 1 at (r, c) xors the mask of the rectangle from (r, c) to the corner. That cell
# is the highest bit the move changes and it goes from 1 to 0, so every move lowers the mask:
# the search is warmed bottom-up over all masks of the board's size (keeping the recursion
# shallow), then read at the position.
from oracle import win_search

_searches = {}


def _search(h, w):
    cells = h * w

    def bit(r, c):
        return 1 << (cells - 1 - (r * w + c))
    flips = []
    for r in range(h):
        for c in range(w):
            rect = 0
            for rr in range(r, h):
                for cc in range(c, w):
                    rect |= bit(rr, cc)
            flips.append((bit(r, c), rect))

    def moves(mask):
        return [mask ^ rect for b, rect in flips if mask & b]
    wins = win_search(moves)
    for mask in range(1 << cells):
        wins(mask)
    return wins


def valid(position):
    # judged at w = 2 and w = 3: whole rows at each width
    return len(position) >= 6 and len(position) % 6 == 0


def truth(position, w=2):
    assert len(position) % w == 0
    h = len(position) // w
    if (h, w) not in _searches:
        _searches[(h, w)] = _search(h, w)
    return _searches[(h, w)](int(position, 2))
