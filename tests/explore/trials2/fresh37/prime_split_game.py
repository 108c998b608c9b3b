# Prime Split Game (Codeforces 1991H, Pinely Round 4): n piles of stones, the i-th holding a_i
# stones. In turn, Alice first, a player makes a move of three steps: choose an integer k with
# 1 <= k <= n / 2 (n the number of piles now; k may differ from move to move); remove k piles;
# choose another k piles and split each of them into two piles, each new pile holding a prime
# number of stones. The player who cannot make a move loses. A position: the pile sizes (order
# does not matter), 2 to 4 piles of 1 to 12 stones declared here (the statement allows 2 to
# 2 * 10^5 piles of up to 2 * 10^5 stones). A state: the sorted pile sizes. The result: whether
# Alice, the first player, wins.
from itertools import combinations, product

positions = multiset(piles=range(1, 13), size=range(2, 5))
result = "win"


def _is_prime(x):
    return x >= 2 and all(x % d for d in range(2, int(x ** 0.5) + 1))


def _splits(x):                        # the ways to split a pile of x into two prime piles
    return [(p, x - p) for p in range(2, x // 2 + 1) if _is_prime(p) and _is_prime(x - p)]


def moves(piles):
    n = len(piles)
    seen = set()
    for k in range(1, n // 2 + 1):
        for removed in combinations(range(n), k):
            rest = [i for i in range(n) if i not in removed]
            for split in combinations(rest, k):
                kept = [piles[i] for i in rest if i not in split]
                for parts in product(*(_splits(piles[i]) for i in split)):
                    new = tuple(sorted(kept + [x for pair in parts for x in pair]))
                    if new not in seen:
                        seen.add(new)
                        yield new
