# Pawn Chess (CodeChef PWNCHESS, Cook-Off 93): a row of N cells, each empty ('.') or holding a
# white pawn ('W') or a black pawn ('B'), at most one pawn a cell; every pawn to the left of a
# white pawn is white. White and Black move in turn, White first, each moving only pawns of
# its own colour. White moves one of its pawns one cell to the right, Black one of its pawns one
# cell to the left; a pawn may not leave the row nor move onto a cell holding a pawn of its own
# colour. A pawn moved onto a cell holding a pawn of the other colour captures it (that pawn is
# removed and the moving pawn takes its cell). The winner is the player who captures every pawn
# of the opponent (the statement notes that while both colours have a pawn, each player has a
# move). The answer: "W" if White wins, "B" if Black wins. A position: the string S (at least
# one W and at least one B, no B to the left of a W, as the statement guarantees), of length
# 2..8 declared here (the statement allows N <= 128). A state: (the row, whose turn: 0 White, 1
# Black). A player left without a pawn has no move and has lost (the other captured the last
# one). The result: whether White, the first player, wins.
positions = string(".WB", length=range(2, 9)).where(
    lambda s: "W" in s and "B" in s and s.rfind("W") < s.find("B"))
result = "win"


def start(s):
    return (s, 0)


def moves(state):
    s, side = state
    own, step = ("W", 1) if side == 0 else ("B", -1)
    options = []
    for i, c in enumerate(s):
        j = i + step
        if c == own and 0 <= j < len(s) and s[j] != own:
            row = list(s)
            row[i], row[j] = ".", own          # onto an empty cell, or capturing there
            options.append(("".join(row), 1 - side))
    return options


def canonical(state):
    return state
