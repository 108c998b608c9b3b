# Decreasing Game (Codeforces 1839E): an array of positive integers. Each round, the first player
# picks an index i with a_i > 0 (with none, the first player loses), then the second player picks
# an index j != i with a_j > 0 (with none, the second player loses); with d = min(a_i, a_j), both
# a_i and a_j are decreased by d, and the next round starts. (The problem is interactive: you pick
# the side and then play it; here the question is whether the first player wins.) A position: the
# values (order does not matter). A state: (the positive values left, sorted; 0 when the first
# player is to pick, else the value a_i the first player picked, taken out of the list). Each pick
# is one move, the first player's and the second player's picks alternating. The result: whether
# the first player wins.
positions = multiset(piles=range(1, 6), size=range(1, 5))
result = "win"


def start(values):
    return (tuple(sorted(values)), 0)


def moves(state):
    values, picked = state
    if picked == 0:                                   # the first player picks i
        for idx, v in enumerate(values):
            if idx == 0 or values[idx - 1] != v:
                yield (values[:idx] + values[idx + 1:], v)
    else:                                             # the second player picks j != i
        for idx, w in enumerate(values):
            if idx == 0 or values[idx - 1] != w:
                d = min(picked, w)
                rest = values[:idx] + values[idx + 1:]
                left = [x for x in (picked - d, w - d) if x > 0]
                yield (tuple(sorted(rest + tuple(left))), 0)


def canonical(state):
    return state
