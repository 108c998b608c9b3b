# Truth for Codeforces 914B (Conan and Agasa play a Card Game): a plain memoised search over the
# numbers of the cards left (a sorted tuple): the player to move chooses one card, which is
# removed with every card of a strictly smaller number; with no card left he loses. True when
# the player to move (Conan at the start) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(cards):
    for i, v in enumerate(cards):
        left = list(cards)
        del left[i]                                    # the chosen card
        left = tuple(c for c in left if not c < v)     # and every card with a smaller number
        if not _wins(left):
            return True
    return False


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    return _wins(tuple(sorted(position)))
