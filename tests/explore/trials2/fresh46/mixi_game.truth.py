# Truth for CodeChef MIXGA (Mixi Game): a plain memoised search over (how many signs are placed,
# the value so far): the player to move (Vanja when the count is even) puts + or - before the
# next element; after the last sign Vanja wins iff |V| >= K. Vanja picks a sign that wins for
# him if there is one, Miksi likewise. True when Vanja (first) wins. (Checked against the
# statement's two samples.)
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and all(a in (0, 1) for a in position)


def truth(position, k=1):
    seq = tuple(position)

    @lru_cache(maxsize=None)
    def vanja_wins(i, value):
        if i == len(seq):
            return abs(value) >= k
        results = (vanja_wins(i + 1, value + seq[i]), vanja_wins(i + 1, value - seq[i]))
        return any(results) if i % 2 == 0 else all(results)

    return vanja_wins(0, 0)
