# Truth for AtCoder ARC 163 E (Chmin XOR Game): a plain memoised search over the set of distinct
# values (equal integers stay equal under every move); a move is an X with some v > v xor X,
# X in 1..2^B - 1 (B the bit length of the largest value: a larger X is never legal), and maps
# each v to min(v, v xor X); who cannot move loses. True when Alice, the first player, wins.
from functools import lru_cache


def valid(position):
    return len(position) >= 1 and min(position) >= 0


@lru_cache(maxsize=None)
def _wins(values):
    for x in range(1, 1 << max(values).bit_length()):
        if any(v > v ^ x for v in values):
            if not _wins(frozenset(min(v, v ^ x) for v in values)):
                return True
    return False


def truth(position):
    return _wins(frozenset(position))
