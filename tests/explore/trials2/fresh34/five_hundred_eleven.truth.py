# Truth for Topcoder SRM 511 FiveHundredEleven: a plain memoised search over (the cards left,
# sorted; the memory): a move removes one card x and sets the memory to memory | x; the player
# who makes the memory 511 loses at once, and the player with no card to play loses. True when
# Fox Ciel (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(cards, memory):
    """True when the player to move wins (the memory is not 511 here)."""
    for i, x in enumerate(cards):
        if i > 0 and cards[i - 1] == x:
            continue
        after = memory | x
        if after == 511:
            continue                  # this move loses at once
        if not _wins(cards[:i] + cards[i + 1:], after):
            return True
    return False


def valid(position):
    return len(position) >= 1 and all(0 <= x <= 511 for x in position)


def truth(position):
    return _wins(tuple(sorted(position)), 0)
