# Truth for Baekjoon 11683 (Game of Cards): the piles never interact, so the position is a sum
# of one-pile games; each pile's Grundy value by the definition over its prefixes (the cards
# left, from the bottom: remove j = 0..min(K, n - 1) from the top, then as many as the value of
# the card on top; a choice whose value exceeds the cards left is no move), the position's the
# xor. The sequence is cut into piles at its 0s. True when Alice, the first player, wins.
from functools import lru_cache


def valid(a):
    return (len(a) >= 1 and a[0] != 0 and a[-1] != 0 and min(a) >= 0
            and all(a[i] or a[i + 1] for i in range(len(a) - 1)))


def _piles(a):
    piles, pile = [], []
    for v in a:
        if v == 0:
            piles.append(tuple(pile))
            pile = []
        else:
            pile.append(v)
    piles.append(tuple(pile))
    return piles


@lru_cache(maxsize=None)
def _grundy(pile, k):
    n = len(pile)
    seen = set()
    for j in range(0, min(k, n - 1) + 1):
        left = n - j
        value = pile[left - 1]
        if value <= left:
            seen.add(_grundy(pile[:left - value], k))
    g = 0
    while g in seen:
        g += 1
    return g


def truth(a, k=1):
    total = 0
    for pile in _piles(a):
        total ^= _grundy(pile, k)
    return total != 0
