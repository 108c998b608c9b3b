# Truth for HDU 1564 (Play a game): a memoised search over (the visited cells as a bit mask, the
# stone's cell) of the n x n board; a move steps the stone to an unvisited neighbour (up, down,
# left, right); who cannot move loses. True when 8600 (first) wins.
from functools import lru_cache
import sys

sys.setrecursionlimit(100000)
_searches = {}


def _search(n):
    near = [[] for _ in range(n * n)]
    for r in range(n):
        for c in range(n):
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if 0 <= r + dr < n and 0 <= c + dc < n:
                    near[r * n + c].append((r + dr) * n + c + dc)

    @lru_cache(maxsize=None)
    def wins(seen, at):
        return any(not wins(seen | (1 << to), to) for to in near[at] if not seen >> to & 1)
    return wins


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    if n not in _searches:
        _searches[n] = _search(n)
    return _searches[n](1, 0)
