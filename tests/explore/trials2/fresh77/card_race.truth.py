# Truth for the informatics.mccme.ru card game on an infinite tape (two friends, two tokens): a
# plain memoised max-min over the cards left (as a sorted tuple). The player to move takes any
# one card and moves his own token that many cells; when no card is left the game is over.
# _best(cards) is the mover's cells minus the other's from here on; the value is _best(all
# cards) for the first player.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(cards):
    return len(cards) >= 1 and min(cards) >= 1


@lru_cache(maxsize=None)
def _best(cards):
    if not cards:
        return 0
    best = None
    for i in range(len(cards)):
        rest = cards[:i] + cards[i + 1:]
        value = cards[i] - _best(rest)
        if best is None or value > best:
            best = value
    return best


def truth(cards):
    return _best(tuple(sorted(cards)))
