# Game on Stick (CodeChef GAMSTICK, Cook-Off 85): a 2 x N board, rows x = 1, 2 and columns
# y = 1..N. Miron's chip starts on (x1, y1), Slava's on (x2, y2), two different cells; the cell a
# chip starts on counts as visited by its owner. The players move in turn, Miron first. In a turn
# a player moves his chip to a cell sharing a side with it that the OTHER player has not
# visited (a cell he visited himself may be entered again), or skips his turn. A player who has
# visited at least N + 1 cells (more than half the board) wins at once; if the game goes on for
# ever (the statement: more than 10^100 turns) it is a draw. The answer: "Miron", "Slava" or
# "Draw". A position: (N, x1, y1, x2, y2), N = 1..4 declared here (the statement allows N <=
# 10^18). A state: (N, Miron's cell, Slava's cell, the cells Miron visited, the cells Slava
# visited, whose turn: 0 Miron, 1 Slava), a cell (x, y) written as the number (x - 1)·N + y - 1
# and a set of cells as a bitmask. Where the player who just moved has visited N + 1 cells the
# game is over: the player to move there has no move and has lost. The result, play possibly
# going round for ever: W (Miron wins), L (Slava wins) or D (a draw), for Miron moving first.
positions = numbers(n=range(1, 5), x1=range(1, 3), y1=range(1, 5), x2=range(1, 3),
                    y2=range(1, 5)).where(
    lambda p: p[2] <= p[0] and p[4] <= p[0] and (p[1], p[2]) != (p[3], p[4]))
result = "outcome"


def start(p):
    n, x1, y1, x2, y2 = p
    a = (x1 - 1) * n + y1 - 1
    b = (x2 - 1) * n + y2 - 1
    return (n, a, b, 1 << a, 1 << b, 0)


def _neighbours(n, c):
    x, y = divmod(c, n)
    out = [(1 - x) * n + y]                     # the other row, same column
    if y > 0:
        out.append(c - 1)
    if y < n - 1:
        out.append(c + 1)
    return out


def moves(state):
    n, a, b, va, vb, side = state
    last = vb if side == 0 else va              # the cells of the player who just moved
    if bin(last).count("1") >= n + 1:
        return []                               # he has won: the game is over
    options = [(n, a, b, va, vb, 1 - side)]     # skip the turn
    if side == 0:
        for c in _neighbours(n, a):
            if not vb >> c & 1:
                options.append((n, c, b, va | 1 << c, vb, 1))
    else:
        for c in _neighbours(n, b):
            if not va >> c & 1:
                options.append((n, a, c, va, vb | 1 << c, 0))
    return options


def canonical(state):
    return state
