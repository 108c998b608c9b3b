# Truth for Luogu P11133 (【MX-X5-T5】「GFOI Round 1」World Ender): a plain memoised win/lose search
# over the non-empty heaps as a sorted tuple. A turn removes one heap of a shards, keeps any
# left < a of them and adds them to the other heaps and to a new heap in its place (the chosen
# heap's own share; a share of 0 leaves it empty), in every possible way; the distinct sorted
# results are listed once. No heap left: the player to move has lost. The search stops at the
# first winning turn. True when Hikari, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and min(position) >= 1


@lru_cache(maxsize=None)
def _spread(base, r):
    # every sorted multiset made by adding r stones in all to the numbers of base (a sorted
    # tuple whose zeros stand for the new heap and are dropped at the end), once each
    if not base:
        return frozenset([()]) if r == 0 else frozenset()
    out = set()
    head, tail = base[0], base[1:]
    for give in range(r + 1):
        for rest in _spread(tail, r - give):
            out.add(tuple(sorted((head + give,) + rest)))
    return frozenset(out)


@lru_cache(maxsize=None)
def _results(heaps):
    out = set()
    for i, a in enumerate(heaps):
        if i and heaps[i - 1] == a:
            continue
        others = heaps[:i] + heaps[i + 1:]
        base = tuple(sorted(others + (0,)))
        for left in range(a):
            for spread in _spread(base, left):
                out.add(tuple(v for v in spread if v > 0))
    return out


@lru_cache(maxsize=None)
def _mover_wins(heaps):
    for nxt in _results(heaps):
        if not _mover_wins(nxt):
            return True
    return False


def truth(position):
    return _mover_wins(tuple(sorted(position)))
