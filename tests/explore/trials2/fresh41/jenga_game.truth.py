# Truth for Baekjoon 32466 (Jenga Game): a plain memoised search (../oracle.py's win_search) over
# the tower as a tuple of layers, each a 3-bit mask (4 the left block, 2 the middle, 1 the right),
# top layer first. A move clears one bit of one layer if afterwards the top layer is still 7 (all
# three blocks), no layer is 0, and no layer is a lone outer block (4 or 1). No move: lost. True
# when Yesyes (first) wins.
from oracle import win_search

_BAD = (0, 4, 1)


def _moves(layers):
    out = []
    for i, layer in enumerate(layers):
        for bit in (4, 2, 1):
            if layer & bit:
                new = layer & ~bit
                if i == 0 and new != 7:
                    continue
                if new in _BAD:
                    continue
                out.append(layers[:i] + (new,) + layers[i + 1:])
    return out


_wins = win_search(_moves)


def _layers(tower):
    return tuple(int(tower[i:i + 3], 2) for i in range(0, len(tower), 3))


def valid(tower):
    if len(tower) < 3 or len(tower) % 3 or set(tower) - set("01"):
        return False
    layers = _layers(tower)
    return layers[0] == 7 and all(x not in _BAD for x in layers)


def truth(tower):
    return _wins(_layers(tower))
