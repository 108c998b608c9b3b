# Truth for Codeforces 729F (Financiers Game): a plain memoised minimax over (the first paper left,
# the paper after the last left, the opponent's last take k, whose turn). Igor takes k or k + 1
# papers from the left, Zhenya k or k + 1 from the right (k = 1 before Igor's first move); a
# player with fewer than k papers left, or none, ends the game. The value is the sum Igor took
# minus the sum Zhenya took: Igor maximises it, Zhenya minimises it.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(a):
    return len(a) >= 1


def truth(a):
    n = len(a)
    prefix = [0]
    for x in a:
        prefix.append(prefix[-1] + x)

    @lru_cache(maxsize=None)
    def diff(lo, hi, k, igor):
        results = []
        for take in (k, k + 1):
            if hi - lo < take:
                continue
            if igor:
                results.append(prefix[lo + take] - prefix[lo] + diff(lo + take, hi, take, False))
            else:
                results.append(-(prefix[hi] - prefix[hi - take]) + diff(lo, hi - take, take, True))
        if not results:
            return 0
        return max(results) if igor else min(results)

    return diff(0, n, 1, True)
