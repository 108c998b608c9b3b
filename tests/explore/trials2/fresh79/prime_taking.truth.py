# Truth for AtCoder TTPC 2019 D (素数取りゲーム): a plain memoised win/lose search over the piles
# (a sorted tuple, emptied piles dropped). A move takes a prime number p of stones from one pile
# of X so that X - p is 0 or a prime (primes from a sieve); the player who cannot move loses. The
# search stops at the first winning move. True when An, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

_sieve = bytearray()                 # _sieve[v] = 1 when v is a prime


def _grow(top):
    global _sieve
    if top < len(_sieve):
        return
    size = max(top + 1, 2 * len(_sieve))
    sieve = bytearray([1]) * size
    sieve[0] = sieve[1] = 0
    for d in range(2, int(size ** 0.5) + 1):
        if sieve[d]:
            sieve[d * d::d] = bytearray(len(range(d * d, size, d)))
    _sieve = sieve


_grow(1000)


def valid(position):
    if len(position) < 1:
        return False
    _grow(max(position))
    return all(_sieve[v] for v in position)


@lru_cache(maxsize=None)
def _mover_wins(piles):
    for i, pile in enumerate(piles):
        if i and piles[i - 1] == pile:
            continue
        rest = piles[:i] + piles[i + 1:]
        for left in range(pile - 2, -1, -1):
            if (left == 0 or _sieve[left]) and _sieve[pile - left]:
                after = tuple(sorted(rest + (left,))) if left else rest
                if not _mover_wins(after):
                    return True
    return False


def truth(position):
    _grow(max(position))
    return _mover_wins(tuple(sorted(position)))
