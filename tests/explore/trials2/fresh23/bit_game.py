# Bit Game, easy version (Codeforces 2027E1): n piles; pile i holds x_i stones and has a value
# a_i. In turn, Alice first, a player takes d stones from one pile i, where 1 <= d <= a_i and
# x & d = d for the pile's current number of stones x (every bit of d is a bit of x). The player
# who cannot move loses. A position: a_1 .. a_n, x_1 .. x_n, one sequence of length 2n (the
# input's order). A state: the piles as pairs (a_i, stones left), sorted. The result: whether
# Alice, who moves first, wins.
positions = sequence(values=range(1, 7), length=range(2, 7, 2))
result = "win"


def start(position):
    n = len(position) // 2
    return tuple(sorted(zip(position[:n], position[n:])))


def moves(piles):
    for i, (a, x) in enumerate(piles):
        if i > 0 and piles[i - 1] == (a, x):
            continue
        rest = piles[:i] + piles[i + 1:]
        for d in range(1, min(a, x) + 1):
            if x & d == d:
                yield tuple(sorted(rest + ((a, x - d),)))
