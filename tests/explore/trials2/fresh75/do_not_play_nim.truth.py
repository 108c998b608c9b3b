# Truth for Codeforces Gym 103987 F (Do Not Play Nim): a plain memoised search over (the piles
# as a sorted tuple, Alice's total so far, whose turn). Alice removes 1..a stones from any pile;
# Bob removes from any pile a number of stones at least Alice's total so far. Who cannot move
# loses. True when Alice, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(piles):
    return len(piles) >= 1 and min(piles) >= 1


@lru_cache(maxsize=None)
def _mover_wins(piles, total, alice):
    for i in range(len(piles)):
        if i > 0 and piles[i] == piles[i - 1]:
            continue
        a = piles[i]
        lowest = 1 if alice else total
        for r in range(lowest, a + 1):
            left = list(piles[:i] + piles[i + 1:])
            if a - r > 0:
                left.append(a - r)
            after = tuple(sorted(left))
            if not _mover_wins(after, total + r if alice else total, not alice):
                return True
    return False


def truth(piles):
    return _mover_wins(tuple(sorted(piles)), 0, True)
