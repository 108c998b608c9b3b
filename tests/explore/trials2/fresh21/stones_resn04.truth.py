# Truth for SPOJ RESN04 STONE GAME: a move touches one pile, so the game is the sum of its piles
# (Sprague-Grundy); pile i (1-based) holding s stones is valued by a plain search of its own moves
# (remove exactly i while at least i are left), and the piles are added by xor. True when Alice
# (first) wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _grundy(s, i):
    seen = {_grundy(s - i, i)} if s >= i else set()
    v = 0
    while v in seen:
        v += 1
    return v


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    total = 0
    for i, s in enumerate(position, 1):
        for m in range(s % i, s + 1, i):  # warm from the bottom (shallow recursion)
            _grundy(m, i)
        total ^= _grundy(s, i)
    return total != 0
