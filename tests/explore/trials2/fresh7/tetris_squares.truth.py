# Truth for HDU 1760: the board as a bitmask of occupied cells; every placement of a 2 x 2 block
# on four free cells searched.
from oracle import win_search

_searches = {}


def _search(h, w):
    blocks = []
    for r in range(h - 1):
        for c in range(w - 1):
            blocks.append((1 << (r * w + c)) | (1 << (r * w + c + 1))
                          | (1 << ((r + 1) * w + c)) | (1 << ((r + 1) * w + c + 1)))

    def moves(mask):
        return [mask | b for b in blocks if not mask & b]
    return win_search(moves)


def valid(position):
    # judged at w = 2, 3 and 4: whole rows at each width
    return len(position) >= 12 and len(position) % 12 == 0


def truth(position, w=2):
    assert len(position) % w == 0
    h = len(position) // w
    if (h, w) not in _searches:
        _searches[(h, w)] = _search(h, w)
    mask = sum(1 << i for i, c in enumerate(position) if c == "1")
    return _searches[(h, w)](mask)
