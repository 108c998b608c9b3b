# Divisor Game (Project Euler 550): piles of stones. In turn a player chooses a pile of n stones
# and replaces it by two piles of d1 and d2 stones, where d1 and d2 are divisors of n with
# 1 < d1, d2 < n (they may be equal). The first player unable to move loses. (The problem counts
# the winning positions of k piles of 2..n stones; here who wins one position.) A position: the
# piles, a multiset. The result: whether the first player wins.
positions = multiset(piles=range(2, 17), size=range(1, 4))
result = "win"


def moves(piles):
    for i, n in enumerate(piles):
        if i > 0 and piles[i - 1] == n:
            continue
        rest = piles[:i] + piles[i + 1:]
        divisors = [d for d in range(2, n) if n % d == 0]
        for j, d1 in enumerate(divisors):
            for d2 in divisors[j:]:
                yield tuple(sorted(rest + (d1, d2)))
