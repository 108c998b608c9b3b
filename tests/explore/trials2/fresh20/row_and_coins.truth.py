# Truth for Topcoder SRM 522 RowAndCoins: a memoised search over the uncovered cells, kept as the
# sorted tuple of the uncovered runs' letters (runs are separated by covered cells, a move covers
# part of one run, and only the letters of the runs matter), and whose turn it is; a move covers
# a non-empty block of one run, leaving at least one uncovered cell in all; with one cell left
# its letter decides (A: Alice). True when Alice (first) wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _alice_wins(runs, alice):
    left = sum(len(r) for r in runs)
    if left == 1:
        return "".join(runs) == "A"
    outcomes = []
    for idx, run in enumerate(runs):
        rest = runs[:idx] + runs[idx + 1:]
        n = len(run)
        for i in range(n):
            for j in range(i, n):
                if j - i + 1 >= left:
                    continue
                parts = [p for p in (run[:i], run[j + 1:]) if p]
                nxt = tuple(sorted(rest + tuple(parts)))
                result = _alice_wins(nxt, not alice)
                if result == alice:     # the mover wins by this move
                    return alice
    return not alice


def valid(position):
    return len(position) >= 2 and set(position) <= set("AB")


def truth(position):
    return _alice_wins((position,), True)
