# Truth for Codeforces 2196A / 2197C (Game with a Fraction): a plain memoised minimax over (p, q,
# whose turn): a move lowers p by one (p > 0) or q by one (q > 1); Bob wins as soon as 3p = 2q (the
# start included); when p = 0 and q = 1 are reached without it, Alice wins. Alice maximises, Bob
# minimises. True when Alice, the first player, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _alice_wins(p, q, alice):
    if 3 * p == 2 * q:
        return False
    options = []
    if p > 0:
        options.append((p - 1, q))
    if q > 1:
        options.append((p, q - 1))
    if not options:
        return True                       # p = 0, q = 1: the game ended without 2/3
    results = [_alice_wins(a, b, not alice) for a, b in options]
    return any(results) if alice else all(results)


def valid(position):
    return len(position) == 2 and position[0] >= 1 and position[1] >= 1


def truth(position):
    p, q = position
    for s in range(0, p + q + 1, 200):    # warm from the bottom (shallow recursion)
        for a in range(0, min(s, p) + 1):
            if 1 <= s - a <= q:
                _alice_wins(a, s - a, True)
                _alice_wins(a, s - a, False)
    return _alice_wins(p, q, True)
