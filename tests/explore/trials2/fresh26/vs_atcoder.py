# VS AtCoder (AtCoder typical90 031, ★6): N piles, pile i holding W_i white and B_i blue stones.
# In turn, the first player first, a player picks a pile and either removes one white stone from
# it and adds to it as many blue stones as it held white ones before the move (possible when it
# holds a white stone), or removes k blue stones from it with 1 <= k <= floor(B / 2), B its blue
# stones (possible when it holds at least 2). The player who cannot move loses. A position: the
# input's arrays one after another, W_1 .. W_N then B_1 .. B_N (each at least 1). A state: the
# piles as sorted (white, blue) pairs. The result: whether the first player wins.
positions = sequence(values=range(1, 5), length=range(2, 7, 2))
result = "win"


def start(position):
    n = len(position) // 2
    return tuple(sorted(zip(position[:n], position[n:])))


def moves(piles):
    for i, (w, b) in enumerate(piles):
        if i > 0 and piles[i - 1] == (w, b):
            continue
        rest = piles[:i] + piles[i + 1:]
        if w >= 1:
            yield tuple(sorted(rest + ((w - 1, b + w),)))
        for k in range(1, b // 2 + 1):
            yield tuple(sorted(rest + ((w, b - k),)))


def canonical(state):
    return state
