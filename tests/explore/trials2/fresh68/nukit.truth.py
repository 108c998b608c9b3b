# Truth for Baekjoon 6829 (Nukit): a plain memoised win/lose search over the four particle counts.
# Each reaction is written as the string of its particles and counted letter by letter; the player
# to move loses when no reaction can be formed. True when Patrick, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

_REACTIONS = ("AABDD", "ABCD", "CCD", "BBB", "AD")


def valid(position):
    return len(position) == 4 and min(position) >= 0


@lru_cache(maxsize=None)
def _wins(a, b, c, d):
    have = {"A": a, "B": b, "C": c, "D": d}
    for reaction in _REACTIONS:
        need = {letter: reaction.count(letter) for letter in "ABCD"}
        if all(have[letter] >= need[letter] for letter in "ABCD"):
            after = tuple(have[letter] - need[letter] for letter in "ABCD")
            if not _wins(*after):
                return True
    return False


def truth(position):
    return _wins(*position)
