# Truth for Codeforces 1221E (Game With String): a plain memoised search over (the lengths of
# the maximal runs of '.', sorted; whose turn): Alice turns a .-substring of length exactly a
# into X's, Bob one of length exactly b; inside a run of length r, turning the letters i..i+k-1
# (0 <= i <= r - k) leaves the runs of lengths i and r - k - i. The player who cannot move
# loses. True when Alice, moving first, wins. (The runs are the whole state: which letters are
# X between them does not matter to either player's moves.)
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and set(position) <= set(".X")


def _runs(s):
    return tuple(sorted(len(r) for r in s.split("X") if r))


def truth(position, a=3, b=2):
    @lru_cache(maxsize=None)
    def wins(runs, alice):
        k = a if alice else b
        for j, r in enumerate(runs):
            if j > 0 and runs[j - 1] == r:
                continue
            rest = runs[:j] + runs[j + 1:]
            for i in range(r - k + 1):
                after = tuple(sorted(rest + tuple(x for x in (i, r - k - i) if x > 0)))
                if not wins(after, not alice):
                    return True
        return False

    return wins(_runs(position), True)
