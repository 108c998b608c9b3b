# Strange Cake Game (Luogu P11143, 「SFMOI Round I」): a rectangular cake of n x m, its top-left
# corner the point (0, 0), its bottom-right corner (n, m) and its top-right corner (0, m); k
# pieces of chocolate lie on it, piece i at the point (x_i - 0.5, y_i - 0.5), that is in the cell
# of row x_i and column y_i (1 <= x_i <= n, 1 <= y_i <= m; a cell may hold several pieces). The
# knife starts at (0, 0); little W first, then little M, move it in turn from (x, y) to (x, y + 1)
# or to (x + 1, y). Once the knife's track divides the cake completely in two (the knife reaches
# the bottom edge x = n or the right edge y = m), the part on the upper right goes to little W and
# the part on the lower left to little M. Each wants as many pieces of chocolate as possible. The
# answer: how many pieces little W gets, both playing best. A position: the input as one sequence
# (n, m, x_1, y_1, .., x_k, y_k); n, m and the coordinates 1..3 and k = 0..3 declared here (the
# statement allows n, m <= 10^18 and k <= 2*10^5). A state: (the position, the knife's point).
# A step down from (x, y) to (x + 1, y) settles row x + 1: its pieces in columns y + 1 .. m are
# little W's, the others little M's; a step right onto y = m gives little M every row below x.
# Each step's points are the mover's pieces so settled minus the other's, so the value (little
# W's, moving first) is W's pieces minus M's, and little W gets (k + value) / 2.


def _fits(position):
    if len(position) < 2 or len(position) % 2:
        return False
    n, m = position[0], position[1]
    return all(1 <= position[i] <= n and 1 <= position[i + 1] <= m
               for i in range(2, len(position), 2))


positions = sequence(values=range(1, 4), length=range(2, 9, 2)).where(_fits)
result = "score"


def start(position):
    return (tuple(position), 0, 0)


def moves(state):
    position, x, y = state
    n, m = position[0], position[1]
    if x == n or y == m:
        return []                                    # the cake is divided: the game is over
    pieces = [(position[i], position[i + 1]) for i in range(2, len(position), 2)]
    sign = 1 if (x + y) % 2 == 0 else -1             # +1 when little W moves
    down = sum(1 if c > y else -1 for r, c in pieces if r == x + 1)      # W's minus M's
    right = -sum(1 for r, c in pieces if r > x) if y + 1 == m else 0
    return [((position, x + 1, y), sign * down), ((position, x, y + 1), sign * right)]
