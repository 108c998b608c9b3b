# Eat the Chip (Codeforces 1921E, Round 920 Div. 3): a board of h rows (numbered from the top)
# and w columns. Alice's chip stands on (xa, ya), Bob's on (xb, yb), on different cells. In
# turn, Alice first, a player moves his own chip one cell: Alice down, down-left or down-right
# (row + 1, column - 1, 0 or + 1), Bob up, up-left or up-right (row - 1, column - 1, 0 or + 1),
# never off the board. A player who puts his chip on the cell of the other's chip wins at once.
# If the player to move cannot move (Alice in the last row h, Bob in the first row), the game
# ends at once in a draw. The answer is Alice, Bob or Draw with best play. A position: (h, w, xa,
# ya, xb, yb) with 1 <= xa, xb <= h and 1 <= ya, yb <= w and the chips on different cells, h up
# to 6 and w up to 4 declared here (the statement allows h up to 10^6 and w up to 10^9). A
# state: (h, w, xa, ya, xb, yb, whose turn: 0 Alice, 1 Bob). The result: W if Alice, the first
# player, wins, L if Bob wins, D for a draw.
positions = numbers(h=range(1, 7), w=range(1, 5), xa=range(1, 7), ya=range(1, 5),
                    xb=range(1, 7), yb=range(1, 5)).where(
    lambda p: p[2] <= p[0] and p[4] <= p[0] and p[3] <= p[1] and p[5] <= p[1]
    and (p[2], p[3]) != (p[4], p[5]))
result = "outcome"


def start(position):
    return tuple(position) + (0,)


def moves(state):
    h, w, xa, ya, xb, yb, turn = state
    if (xa, ya) == (xb, yb):
        return                            # a chip was eaten: the game is over
    if turn == 0:
        for dy in (-1, 0, 1):
            if xa + 1 <= h and 1 <= ya + dy <= w:
                yield (h, w, xa + 1, ya + dy, xb, yb, 1)
    else:
        for dy in (-1, 0, 1):
            if xb - 1 >= 1 and 1 <= yb + dy <= w:
                yield (h, w, xa, ya, xb - 1, yb + dy, 0)


def winner(state):
    h, w, xa, ya, xb, yb, turn = state
    if (xa, ya) == (xb, yb):
        return "last"                     # the player who just moved ate the other's chip
    return "draw"                         # the player to move cannot move


def canonical(state):
    return state
