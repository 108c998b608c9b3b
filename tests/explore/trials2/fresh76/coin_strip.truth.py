# Truth for e-olymp 1446 (Coin game, "Monet oyunu"): a plain memoised win/lose search over the
# coins' cells. A move takes a coin at cell p and an empty cell q > p, puts the coin on q and
# moves every coin on a cell strictly between p and q one cell to the left; the player who
# cannot move (all coins packed at the right end) loses. The state is (the strip's length, the
# sorted cells of the coins); the search stops at the first winning move. True when Dmitry,
# moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(strip):
    return (isinstance(strip, str) and len(strip) >= 2 and set(strip) <= {"C", "."}
            and "C" in strip and "." in strip)


@lru_cache(maxsize=None)
def _mover_wins(n, coins):
    taken = set(coins)
    for k, p in enumerate(coins):
        for q in range(p + 1, n):
            if q in taken:
                continue
            after = [c - 1 if p < c < q else c for c in coins]
            after[k] = q
            if not _mover_wins(n, tuple(sorted(after))):
                return True
    return False


def truth(strip):
    return _mover_wins(len(strip), tuple(i for i, c in enumerate(strip) if c == "C"))
