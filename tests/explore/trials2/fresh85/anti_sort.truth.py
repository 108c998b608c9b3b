# Truth for Baekjoon 34498 (Anti-Sorting Game): a plain memoised search over the string as a bit
# mask (bit i set when letter i is 1). A move takes a set m of positions whose letters are not
# sorted and sorts them: the 1s among them go to the last positions of m (a table gives, for
# each m and each count k, the mask of the last k positions of m). The player to move on a
# sorted string wins (the other made it sorted); else the player to move wins iff some move
# leads to a string the other loses from. The search stops at the first winning move. True when
# the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

_tables = {}


def _table(n):
    # last[m][k]: the mask of the k highest-indexed positions of m
    if n not in _tables:
        last = []
        for m in range(1 << n):
            bits = [i for i in range(n) if m >> i & 1]
            row, acc = [0], 0
            for i in reversed(bits):
                acc |= 1 << i
                row.append(acc)
            last.append(row)
        _tables[n] = last
    return _tables[n]


def _sorted(x, n):
    # sorted: the 1s occupy the last positions
    ones = bin(x).count("1")
    return x == ((1 << n) - 1) ^ ((1 << (n - ones)) - 1)


def valid(s):
    return len(s) >= 2 and set(s) <= set("01") and "10" in s


def truth(s):
    return _mover_wins(len(s), sum(1 << i for i, c in enumerate(s) if c == "1"))


@lru_cache(maxsize=None)
def _mover_wins(n, x):
    if _sorted(x, n):
        return True
    last = _table(n)
    for m in range(1, 1 << n):
        inside = x & m
        after = last[m][bin(inside).count("1")]
        if after == inside:
            continue                             # those letters are sorted already
        if not _mover_wins(n, (x & ~m) | after):
            return True
    return False
