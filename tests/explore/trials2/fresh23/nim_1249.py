# 1249 Nim (Project Euler 888): piles of stones. In turn a player either removes 1, 2, 4 or 9
# stones from one pile, or splits a pile of two or more stones into two non-empty piles. The
# player who removes the last stone wins (a player with no move loses). (The problem counts the
# losing multisets of m piles of 1..N stones; here who wins one position.) A position: the piles,
# a multiset. The result: whether the first player wins.
positions = multiset(piles=range(1, 9), size=range(1, 4))
result = "win"


def moves(piles):
    for i, n in enumerate(piles):
        if i > 0 and piles[i - 1] == n:
            continue
        rest = piles[:i] + piles[i + 1:]
        for take in (1, 2, 4, 9):
            if take <= n:
                yield tuple(sorted(rest + ((n - take,) if n > take else ())))
        for a in range(1, n // 2 + 1):
            yield tuple(sorted(rest + (a, n - a)))
