# Truth for CodeChef DESTRUCT (Destructive Nim): a plain memoised search of one turn at a time.
# wins(piles) is True when the player whose turn it is wins: for every non-empty pile the other
# player may choose, the player can remove some non-zero number of its stones so that the other
# player, whose turn follows, does not win; with no stone left the player whose turn it is has
# lost (the other made the last move). Utkarsh's turn comes first, so Ashish wins iff Utkarsh's
# first turn is lost. The result: True when Ashish wins (the answer "Ashish").
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(piles):
    return len(piles) >= 1 and min(piles) >= 1


@lru_cache(maxsize=None)
def _wins(piles):
    if not piles:
        return False
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue                  # the same choice as the pile before
        answered = False
        for left in range(a):
            rest = tuple(sorted(piles[:i] + ((left,) if left else ()) + piles[i + 1:]))
            if not _wins(rest):
                answered = True
                break
        if not answered:
            return False              # the other player chooses this pile and wins
    return True


def truth(piles):
    return not _wins(tuple(sorted(piles)))
