# 1-2 Game (CodeChef BINGAME, December 2018): an array of n positive integers. In turn, P1
# first, a player moves: P1 chooses an element >= 1 and subtracts 1 from it; P2 chooses an
# element >= 2 and subtracts 2 from it. The player who cannot move loses. Restriction chosen: the
# problem asks for the number of P1's first moves after which he wins; here only whether P1, who
# moves first, wins. A position: the array as a multiset (the order of its elements plays no
# part), 1..5 elements of 1..7 here (the statement allows 10^5 elements up to 10^5). A state:
# (the elements, sorted, an element at 0 dropped since neither player can use it; whose turn: 0
# P1, 1 P2). The result: whether P1 wins.
positions = multiset(piles=range(1, 8), size=range(1, 6))
result = "win"


def start(piles):
    return (tuple(sorted(piles)), 0)


def moves(state):
    piles, side = state
    take = 1 if side == 0 else 2
    options = set()
    for i, a in enumerate(piles):
        if a >= take:
            rest = piles[:i] + piles[i + 1:] + ((a - take,) if a - take > 0 else ())
            options.add((tuple(sorted(rest)), 1 - side))
    return sorted(options)


def canonical(state):
    return state
