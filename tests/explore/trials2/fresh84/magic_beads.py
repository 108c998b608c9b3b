# 魔法珠 (Luogu P10506): n piles of magic beads, pile i holding a_i. Freda and rainbow move in
# turn, Freda first. A move: choose a pile of more than one bead, say p beads, whose divisors
# below p are b_1 < .. < b_m (1 among them); replace that pile by m piles of b_1, .., b_m beads,
# then make one of these m piles vanish. A player to move when every pile holds one bead loses.
# The result: whether Freda, moving first, wins (the answer freda). A position: the multiset of
# the a_i, 1..4 piles of 1..12 beads declared here (the statement allows n <= 100, a_i <= 1000:
# a pile of many divisors leads to very many states, so the larger positions stay below 24).
# A state: the sorted piles of more than one bead (a pile of one bead has no move and changes
# nothing, so it is dropped).
positions = multiset(piles=range(1, 13), size=range(1, 5))
result = "win"


def _divisors_below(p):
    return [d for d in range(1, p) if p % d == 0]


def start(piles):
    return tuple(sorted(p for p in piles if p > 1))


def moves(piles):
    out = set()
    for i, p in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        parts = _divisors_below(p)
        for gone in range(len(parts)):
            kept = [b for j, b in enumerate(parts) if j != gone and b > 1]
            out.add(tuple(sorted(rest + tuple(kept))))
    return sorted(out)


def canonical(piles):
    return piles
