# Stone Game (Project Euler 260): three piles of stones. In turn, the first player first, a player
# chooses a number N > 0 and removes N stones from one pile, or N stones from each of two piles,
# or N stones from each of the three piles (never more than a pile holds). The player who takes
# the last stone(s) wins (who cannot move loses). (The problem sums the losing positions up to
# 1000; here: who wins a given position.) A position: (x, y, z). A state: the piles, sorted. The
# result: whether the first player wins.
positions = numbers(x=range(0, 10), y=range(0, 10), z=range(0, 10))
result = "win"


def start(position):
    return tuple(sorted(position))


def moves(piles):
    seen = set()
    for mask in range(1, 8):
        chosen = [i for i in range(3) if mask >> i & 1]
        top = min(piles[i] for i in chosen)
        for n in range(1, top + 1):
            seen.add(tuple(sorted(p - n if mask >> i & 1 else p for i, p in enumerate(piles))))
    yield from seen


def canonical(state):
    return state
