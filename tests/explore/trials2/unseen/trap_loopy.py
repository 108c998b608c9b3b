# A trap of the trial set (no contest), loopy: two piles; a move takes two stones from a pile,
# or moves one stone from a pile to the other, or empties a pile of exactly 15. Who cannot
# move loses; play may go on for ever (a draw). The last move exists only at 15, beyond the
# sizes here and the larger ones a doubling reaches.
positions = numbers(x=range(0, 7), y=range(0, 7))
result = "outcome"


def moves(position):
    x, y = position
    if x >= 2:
        yield (x - 2, y)
    if y >= 2:
        yield (x, y - 2)
    if x > 0:
        yield (x - 1, y + 1)
    if y > 0:
        yield (x + 1, y - 1)
    if x == 15:
        yield (0, y)
    if y == 15:
        yield (x, 0)
