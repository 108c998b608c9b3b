# Truth for Codeforces 1991H (Prime Split Game): a plain memoised search over the sorted pile
# sizes: a move picks k with 1 <= k <= n / 2, removes k piles, and splits k other piles each into
# two piles of prime sizes (so the number of piles stays n); the player with no move loses. True
# when Alice, the first player, wins.
import sys
from functools import lru_cache
from itertools import combinations, product

sys.setrecursionlimit(100000)


def _is_prime(x):
    if x < 2:
        return False
    d = 2
    while d * d <= x:
        if x % d == 0:
            return False
        d += 1
    return True


@lru_cache(maxsize=None)
def _splits(x):
    return tuple((p, x - p) for p in range(2, x // 2 + 1) if _is_prime(p) and _is_prime(x - p))


@lru_cache(maxsize=None)
def _wins(piles):
    n = len(piles)
    for k in range(1, n // 2 + 1):
        for removed in combinations(range(n), k):
            rest = [i for i in range(n) if i not in removed]
            for split in combinations(rest, k):
                kept = [piles[i] for i in rest if i not in split]
                for parts in product(*(_splits(piles[i]) for i in split)):
                    after = tuple(sorted(kept + [x for pair in parts for x in pair]))
                    if not _wins(after):
                        return True
    return False


def valid(position):
    return len(position) >= 2 and all(x >= 1 for x in position)


def truth(position):
    return _wins(tuple(sorted(position)))
