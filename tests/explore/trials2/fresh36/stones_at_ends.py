# 取石子游戏 (ZJOI 2009; BZOJ 1413, Luogu P2599, LibreOJ 10248, "Stone Game at the Ends"): n piles
# of stones in a row. In turn, the first player first, a player takes some stones (at least one,
# possibly the whole pile) from the leftmost or from the rightmost pile; a pile emptied is gone,
# and its neighbour becomes the end (one pile left: it is both ends). The player who cannot move
# loses. A position: a_1 .. a_n, one sequence. A state: the non-empty piles left, in order. The
# result: whether the first player wins (the output 1).
positions = sequence(values=range(1, 6), length=range(1, 6))
result = "win"


def moves(state):
    if not state:
        return
    first, last = state[0], state[-1]
    for take in range(1, first + 1):
        yield ((first - take,) + state[1:]) if take < first else state[1:]
    if len(state) > 1:
        for take in range(1, last + 1):
            yield (state[:-1] + (last - take,)) if take < last else state[:-1]
