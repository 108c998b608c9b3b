# Truth for Baekjoon 11871 (님 게임 홀짝): a plain memoised search over the sorted pile sizes: a move
# takes an even k with 2 <= k < p from a pile of p, or the whole pile when p is odd; an emptied
# pile leaves the table; the player with no move (every pile 2, or none left) loses. True when
# koosaga (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(piles):
    for i, p in enumerate(piles):
        if i > 0 and piles[i - 1] == p:
            continue
        rest = piles[:i] + piles[i + 1:]
        options = [tuple(sorted(rest + (p - k,))) for k in range(2, p, 2)]
        if p % 2 == 1:
            options.append(rest)
        if any(not _wins(o) for o in options):
            return True
    return False


def valid(position):
    return len(position) >= 1 and all(x >= 1 for x in position) and any(x != 2 for x in position)


def truth(position):
    return _wins(tuple(sorted(position)))
