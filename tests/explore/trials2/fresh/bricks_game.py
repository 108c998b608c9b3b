# Bricks Game (HackerRank): a stack of bricks, each with a number, the top first. A move removes
# 1, 2 or 3 bricks from the top and scores their numbers. Both play to maximise their own total.
# The value here: the mover's total minus the other's (HackerRank asks for the first player's
# total, which is (sum + this value) / 2).
positions = sequence(values=range(0, 4), length=range(1, 6))
result = "score"


def moves(bricks):
    for take in (1, 2, 3):
        if take <= len(bricks):
            yield (bricks[take:], sum(bricks[:take]))
