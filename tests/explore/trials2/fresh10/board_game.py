# Board Game (Codeforces 533C): an infinite board, Polycarp's pawn on (xp, yp) and Vasiliy's on
# (xv, yv), two different cells, neither of them (0, 0). In turn, Polycarp first: Polycarp moves
# his pawn from (x, y) to (x - 1, y) or (x, y - 1); Vasiliy moves his to (x - 1, y), (x, y - 1)
# or (x - 1, y - 1); either player may instead skip the move. A pawn may not go to a cell with a
# negative coordinate nor to the cell of the other pawn. The first player to bring their pawn to
# (0, 0) wins. Skipping lets play go on for ever, so the result is W, L or D for Polycarp.
positions = numbers(xp=range(0, 6), yp=range(0, 6), xv=range(0, 6), yv=range(0, 6)).where(
    lambda p: (p[0], p[1]) != (p[2], p[3]) and (p[0], p[1]) != (0, 0) and (p[2], p[3]) != (0, 0))
result = "outcome"


def start(position):
    xp, yp, xv, yv = position
    return (xp, yp, xv, yv, True)     # the pawns, Polycarp to move


def moves(state):
    xp, yp, xv, yv, polycarp = state
    if (xp, yp) == (0, 0) or (xv, yv) == (0, 0):
        return                        # the player who just moved has reached (0, 0) and won
    yield (xp, yp, xv, yv, not polycarp)            # skip
    if polycarp:
        for x, y in ((xp - 1, yp), (xp, yp - 1)):
            if x >= 0 and y >= 0 and (x, y) != (xv, yv):
                yield (x, y, xv, yv, False)
    else:
        for x, y in ((xv - 1, yv), (xv, yv - 1), (xv - 1, yv - 1)):
            if x >= 0 and y >= 0 and (x, y) != (xp, yp):
                yield (xp, yp, x, y, True)


def canonical(state):
    return state
