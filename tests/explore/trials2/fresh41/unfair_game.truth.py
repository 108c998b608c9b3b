# Truth for Baekjoon 33795 (Unfair Game): a plain memoised minimax of "Alice wins" over (the
# empty runs, whose turn). Alice places a tile of a cells, Bob one of b cells, inside one run of
# empty cells, splitting it into what is left on either side; the player who cannot place a tile
# loses. Runs shorter than b are dropped (b < a: neither player can ever use them), the rest kept
# sorted. Alice wins iff some placement of hers leads to a win (all of Bob's do when he moves).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _alice_wins(runs, alice, a, b):
    tile = a if alice else b
    results = []
    for i in range(len(runs)):
        rest = runs[:i] + runs[i + 1:]
        for left in range(runs[i] - tile + 1):
            right = runs[i] - tile - left
            new = tuple(sorted(rest + tuple(x for x in (left, right) if x >= b)))
            results.append(_alice_wins(new, not alice, a, b))
    if not results:
        return not alice                # the player to move cannot place a tile: he loses
    return any(results) if alice else all(results)


def truth(position, a=4, b=3):
    (n,) = position
    return _alice_wins((n,) if n >= b else (), True, a, b)


def valid(position):
    return len(position) == 1 and position[0] >= 1
