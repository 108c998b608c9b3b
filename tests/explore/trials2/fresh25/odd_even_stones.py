# Yet Another Game of Stones (ZOJ 3964, Zhejiang Provincial Contest 2017): n piles; pile i holds
# a_i >= 1 stones and carries a constraint b_i in {0, 1, 2}. In turn, Alice first, a player
# removes a positive number of stones from one pile. Bob may remove any number. Alice is bound by
# the pile's b_i: with b_i = 0 any number, with b_i = 1 an odd number only, with b_i = 2 an even
# number only. The player who cannot move loses. A position: a_1 .. a_n, b_1 .. b_n, one sequence
# of length 2n (the input's order: the line of a, then the line of b). A state: the non-empty
# piles as pairs (stones, b), sorted, and whether Alice is to move. The result: whether Alice, who
# moves first, wins.
positions = sequence(values=range(0, 5), length=range(2, 7, 2)).where(
    lambda p: all(x >= 1 for x in p[:len(p) // 2]) and all(x <= 2 for x in p[len(p) // 2:]))
result = "win"


def start(position):
    n = len(position) // 2
    return (tuple(sorted(zip(position[:n], position[n:]))), True)


def moves(state):
    piles, alice = state
    for i, (stones, b) in enumerate(piles):
        if i > 0 and piles[i - 1] == (stones, b):
            continue
        rest = piles[:i] + piles[i + 1:]
        for take in range(1, stones + 1):
            if alice and ((b == 1 and take % 2 == 0) or (b == 2 and take % 2 == 1)):
                continue
            left = ((stones - take, b),) if stones > take else ()
            yield (tuple(sorted(rest + left)), not alice)


def canonical(state):
    return state
