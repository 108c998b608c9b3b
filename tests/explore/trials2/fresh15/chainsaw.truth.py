# Truth for Kattis bradspelet: a memoised search over the board (n, m) that the player to move
# must split: they win iff some split leaves two pieces on each of which the other player, who
# chooses it and must split it, loses; a 1 x 1 board cannot be split (lost).
from functools import lru_cache


@lru_cache(maxsize=None)
def _wins(n, m):
    if n > m:
        return _wins(m, n)
    for cut in range(1, n // 2 + 1):
        if not _wins(cut, m) and not _wins(n - cut, m):
            return True
    for cut in range(1, m // 2 + 1):
        if not _wins(n, cut) and not _wins(n, m - cut):
            return True
    return False


def valid(position):
    return position[0] >= 1 and position[1] >= 1


def truth(position):
    n, m = position
    for i in range(1, n + 1):         # warm from the small boards (shallow recursion)
        for j in range(1, m + 1):
            _wins(i, j)
    return _wins(n, m)
