# A trap of the trial set (no contest), loopy: two piles; a move takes one stone from a pile,
# or moves one stone from the larger pile to the smaller, or empties a pile of exactly 15.
# Who cannot move loses; play may go on for ever (a draw). Below 15 the last move is never
# possible, beyond the sizes here and the larger ones a doubling reaches.
positions = numbers(x=range(0, 7), y=range(0, 7))
result = "outcome"


def moves(position):
    x, y = position
    if x > 0:
        yield (x - 1, y)
    if y > 0:
        yield (x, y - 1)
    if x > y:
        yield (x - 1, y + 1)
    if y > x:
        yield (x + 1, y - 1)
    if x == 15:
        yield (0, y)
    if y == 15:
        yield (x, 0)
