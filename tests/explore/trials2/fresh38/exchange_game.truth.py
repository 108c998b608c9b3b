# Truth for AtCoder ABC 380 F (Exchange Game), all numbers different: a plain memoised search
# over (the owner of each card in increasing order of number, relative to the player to move:
# 'm' the mover's, 'o' the other's, 'c' the table): a move puts one of the mover's cards on the
# table and may take one table card of a smaller number into the mover's hand; the player with
# an empty hand loses. True when Takahashi (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

_SWAP = str.maketrans("mo", "om")


@lru_cache(maxsize=None)
def _wins(cards):
    for j, owner in enumerate(cards):
        if owner != "m":
            continue
        played = list(cards)
        played[j] = "c"
        options = ["".join(played)]
        for k in range(j):
            if played[k] == "c":
                taken = played[:]
                taken[k] = "m"
                options.append("".join(taken))
        for option in options:
            if not _wins(option.translate(_SWAP)):
                return True
    return False


def valid(position):
    return (isinstance(position, str) and 3 <= len(position) <= 12 and set(position) <= set("tac")
            and all(c in position for c in "tac"))


def truth(position):
    return _wins(position.replace("t", "m").replace("a", "o"))
