# Piles of Pebbles (AtCoder ARC 143 C): piles of pebbles; Takahashi moves first. On his turn
# Takahashi chooses one or more piles, each holding at least x pebbles, and removes x pebbles
# from each chosen pile; on his turn Aoki does the same with y. Who cannot move loses.
from itertools import combinations

x = param("x", 2)
y = param("y", 3)
positions = multiset(piles=range(1, 8), size=range(1, 4))


def start(piles):
    return (piles, 0)                     # 0: Takahashi to move, 1: Aoki


def moves(state):
    piles, turn = state
    take = y if turn else x
    able = [i for i, a in enumerate(piles) if a >= take]
    for r in range(1, len(able) + 1):
        for chosen in combinations(able, r):
            after = tuple(sorted(a - take if i in chosen else a for i, a in enumerate(piles)))
            yield (after, 1 - turn)


def canonical(state):
    return state
