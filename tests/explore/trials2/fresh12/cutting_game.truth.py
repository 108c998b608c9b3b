# Truth for POJ 2311. A whole-position search is too slow past about 5 x 5 (the pieces multiply),
# so this values each piece apart: a cut that leaves a piece with a side of 1 (and no 1 x 1) lets
# the opponent cut a 1 x 1 out of it at once, so while every piece has both sides >= 2 the game is
# the normal-play game of the cuts that keep both sides of both parts >= 2 (a player left without
# such a cut must give the opponent the win); its pieces are independent, valued by a plain search
# (the mex over those cuts of the xor of the parts' values) and added by the Sprague-Grundy
# theorem. Checked against a search of the whole game (every cut, a 1 x 1 ends it) on every
# position of the game file.
_memo = {}


def _value(w, h):
    key = (min(w, h), max(w, h))
    if key not in _memo:
        seen = set()
        for c in range(2, w - 1):
            seen.add(_value(c, h) ^ _value(w - c, h))
        for c in range(2, h - 1):
            seen.add(_value(w, c) ^ _value(w, h - c))
        g = 0
        while g in seen:
            g += 1
        _memo[key] = g
    return _memo[key]


def valid(position):
    return position[0] >= 2 and position[1] >= 2


def truth(position):
    w, h = position
    for a in range(2, w + 1):         # warm from the bottom (shallow recursion)
        for b in range(2, h + 1):
            _value(a, b)
    return _value(w, h) != 0
