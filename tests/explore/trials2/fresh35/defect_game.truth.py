# Truth for Baekjoon 17080 (결함 게임): a plain memoised minimax over (the stones left as a bit
# mask, the sorted tops of the towers): a stone that fits on a tower (smaller than its top) must
# be placed on such a tower, else any stone starts a new tower; when all N are placed the first
# player wins iff the number of towers is odd. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _first_wins(n, mask, tops, first_to_move):
    left = [s for s in range(1, n + 1) if mask >> s & 1]
    if not left:
        return len(tops) % 2 == 1
    options = []
    for s in left:
        for i, t in enumerate(tops):
            if s < t and (i == 0 or tops[i - 1] != t):
                options.append((mask & ~(1 << s), tuple(sorted(tops[:i] + tops[i + 1:] + (s,)))))
    if not options:
        options = [(mask & ~(1 << s), tuple(sorted(tops + (s,)))) for s in left]
    results = (_first_wins(n, m, t, not first_to_move) for m, t in options)
    return any(results) if first_to_move else all(results)


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    return _first_wins(n, ((1 << (n + 1)) - 1) & ~1, (), True)
