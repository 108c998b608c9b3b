# Truth for SPOJ DCEPC807 (Bit by Bit): a plain memoised win/lose search over the number. F(n) =
# n * 2^(n - 1) set bits among 0 .. 2^n - 1 (F(0) = 0); a number whose F is 0 or a power of 2
# (one set bit) ends the game, so the player facing it has no move and loses. Otherwise a move
# clears one set bit, or two set bits next to each other. True when Alice, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) == 1 and position[0] >= 0


def _game_over(n):
    f = n * 2 ** (n - 1) if n > 0 else 0
    return bin(f).count("1") <= 1


@lru_cache(maxsize=None)
def _wins(n):
    if _game_over(n):
        return False
    bits = [i for i in range(n.bit_length()) if n >> i & 1]
    for i in bits:
        if not _wins(n - (1 << i)):
            return True
    for i in bits:
        if n >> (i + 1) & 1 and not _wins(n - (1 << i) - (1 << (i + 1))):
            return True
    return False


def truth(position):
    return _wins(position[0])
