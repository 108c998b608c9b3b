# Truth for HDU 2873 (Bomb Game), 3 columns: every explosion touches one bomb and puts new ones
# back, and two bombs on a cell cancel as two equal games do, so the board is the sum of its
# bombs (Sprague-Grundy); one bomb at (p, q) (from (0, 0)) is valued by a plain table: 0 at
# (0, 0), the mex of g(0, v) for v < q on the top row, of g(u, 0) for u < p on the left column,
# and of g(u, q) xor g(p, v) for u < p, v < q elsewhere. True when John (first) wins.
_W = 3
_g = {}


def _grundy(p, q):
    if (p, q) not in _g:
        if p == 0 and q == 0:
            seen = set()
        elif p == 0:
            seen = {_grundy(0, v) for v in range(q)}
        elif q == 0:
            seen = {_grundy(u, 0) for u in range(p)}
        else:
            seen = {_grundy(u, q) ^ _grundy(p, v) for u in range(p) for v in range(q)}
        v = 0
        while v in seen:
            v += 1
        _g[(p, q)] = v
    return _g[(p, q)]


def valid(board):
    return len(board) >= _W and len(board) % _W == 0 and set(board) <= {".", "#"}


def truth(board):
    total = 0
    for i, ch in enumerate(board):
        if ch == "#":
            for p in range(i // _W + 1):     # fill the table row by row (shallow recursion)
                _grundy(p, i % _W)
            total ^= _grundy(*divmod(i, _W))
    return total != 0
