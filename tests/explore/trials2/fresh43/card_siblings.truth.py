# Truth for AtCoder ARC 038 A (Cards and Siblings): a plain memoised search over the cards left
# (a sorted tuple): the player to move takes one card and adds its integer to his score; each
# maximises his own score. best(cards) = (the mover's total, the other's total) from there.
# The value is the first player's total.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _best(cards):
    if not cards:
        return (0, 0)
    choice = None
    for i, a in enumerate(cards):
        other, mine = _best(cards[:i] + cards[i + 1:])   # the next mover's, then ours
        option = (mine + a, other)
        if choice is None or option[0] > choice[0]:
            choice = option
    return choice


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    return _best(tuple(sorted(position)))[0]
