# Truth for HDU 5754: only the distances left to (N, M) matter, so a state is (dx, dy) =
# (N - x, M - y); a king steps (1, 0), (0, 1) or (1, 1), a rook any number of cells along one
# axis, a knight (1, 2) or (2, 1), never past the board. At (0, 0) the player to move has lost
# (-1); stuck anywhere else it is a draw (0). Minimax over these (../oracle.py's score_search):
# 'W', 'D' or 'L' for Bo.
from oracle import score_search

_searches = {}


def _search(piece):
    def moves(state):
        dx, dy = state
        if (dx, dy) == (0, 0):
            return []
        if piece == 1:
            steps = [(1, 0), (0, 1), (1, 1)]
        elif piece == 2:
            steps = [(d, 0) for d in range(1, dx + 1)] + [(0, d) for d in range(1, dy + 1)]
        else:
            steps = [(1, 2), (2, 1)]
        return [((dx - a, dy - b), 0) for a, b in steps if a <= dx and b <= dy]
    return score_search(moves, lambda state: -1 if state == (0, 0) else 0)


def valid(position):
    return position[0] >= 2 and position[1] >= 2


def truth(position, piece=1):
    if piece not in _searches:
        _searches[piece] = _search(piece)
    best = _searches[piece]
    n, m = position
    for s in range(0, n + m - 1):     # warm along the anti-diagonals (shallow recursion)
        for dx in range(max(0, s - (m - 1)), min(n - 1, s) + 1):
            best((dx, s - dx))
    value = best((n - 1, m - 1))
    return "W" if value > 0 else "L" if value < 0 else "D"
