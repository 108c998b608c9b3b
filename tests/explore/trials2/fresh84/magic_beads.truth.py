# Truth for Luogu P10506 (魔法珠): a plain memoised win/lose search over the whole multiset of
# piles (a sorted tuple; piles of one bead dropped, as they have no move). A move replaces a
# pile p > 1 by its divisors below p, less one of them chosen by the mover; the divisors come
# from a table built once. The player to move wins iff some move leaves the other player
# losing; with no pile above one bead the player to move loses. The search stops at the first
# winning move. True when Freda, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

_below = {}


def _divisors(p):
    if p not in _below:
        _below[p] = tuple(d for d in range(1, p // 2 + 1) if p % d == 0)
    return _below[p]


def valid(piles):
    # pile sizes below 24: 24 and its multiples have so many divisors that a search of the
    # whole multiset runs into millions of states
    return 1 <= len(piles) and min(piles) >= 1 and max(piles) <= 23


@lru_cache(maxsize=None)
def _mover_wins(piles):
    tried = set()
    for i, p in enumerate(piles):
        if i and piles[i - 1] == p:
            continue
        rest = piles[:i] + piles[i + 1:]
        parts = _divisors(p)
        for gone in range(len(parts)):
            if gone and parts[gone] == parts[gone - 1]:
                continue
            after = tuple(sorted(rest + tuple(b for j, b in enumerate(parts)
                                              if j != gone and b > 1)))
            if after in tried:
                continue
            tried.add(after)
            if not _mover_wins(after):
                return True
    return False


def truth(piles):
    return _mover_wins(tuple(sorted(p for p in piles if p > 1)))
