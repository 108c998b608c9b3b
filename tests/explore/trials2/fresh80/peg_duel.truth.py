# Truth for Kattis peggamefortwo (Peg Game for Two): a plain memoised max-min over the board.
# The holes are numbered row by row on a triangle of k rows (row i holds i holes); a jump takes
# a peg at (r, c) over the peg at (r + dr, c + dc) onto the empty hole (r + 2dr, c + 2dc) for a
# step (dr, dc) along a row or a diagonal, removes the jumped peg and scores the product of the
# two values for the player who jumps. Play goes on while the player to move can jump. The value
# is the first player's (Jacquez's) total minus the second's (Alia's), both playing to maximise
# their own total minus the other's. A state is the board packed into one integer (7 bits a hole);
# the jumps open on each set of occupied holes are listed once and kept (they depend on the holes
# only, not on the values).
import sys

sys.setrecursionlimit(100000)

DIRECTIONS = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1))


def _triangle(length):
    for k in range(0, 20):
        if k * (k + 1) // 2 == length:
            return k
    return None


def valid(board):
    return (_triangle(len(board)) not in (None, 0) and min(board) >= 0 and max(board) <= 127
            and list(board).count(0) == 1)


def _jumps(k):
    index = {}
    for r in range(k):
        for c in range(r + 1):
            index[(r, c)] = len(index)
    out = []
    for (r, c), a in index.items():
        for dr, dc in DIRECTIONS:
            b, d = index.get((r + dr, c + dc)), index.get((r + 2 * dr, c + 2 * dc))
            if b is not None and d is not None:
                out.append((a, b, d))
    return tuple(out)


_LEGAL = {}                          # (rows, occupied holes as a bitmask) -> the jumps allowed


def _legal(k, jumps, mask):
    key = (k, mask)
    if key not in _LEGAL:
        _LEGAL[key] = tuple((7 * a, 7 * b, 7 * d, mask ^ (1 << a) ^ (1 << b) ^ (1 << d))
                            for a, b, d in jumps
                            if mask >> a & 1 and mask >> b & 1 and not mask >> d & 1)
    return _LEGAL[key]


def truth(board):
    k = _triangle(len(board))
    jumps = _jumps(k)
    memo = {}

    # a state is one integer: hole i's value (0 for empty, else at most 127) in bits 7i .. 7i + 6
    def best(state, mask):           # the mover's total minus the other's, from here on
        known = memo.get(state)
        if known is not None:
            return known
        options = _legal(k, jumps, mask)
        top = None
        for a, b, d, after in options:
            va, vb = state >> a & 127, state >> b & 127
            gain = va * vb - best(state - (va << a) - (vb << b) + (va << d), after)
            if top is None or gain > top:
                top = gain
        memo[state] = top = 0 if top is None else top
        return top

    start = sum(v << 7 * i for i, v in enumerate(board))
    return best(start, sum(1 << i for i, v in enumerate(board) if v))
