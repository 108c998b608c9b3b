# Truth for AtCoder ARC 109 E (1D Reversi Builder), the game on one painted board and one s: a
# plain memoised minimax over (the leftmost and rightmost squares holding a stone, the stones'
# colours between them). The stones always fill one run lo..hi that holds s, so a turn puts a
# stone on lo - 1 or on hi + 1, of that square's paint; walking from the new stone into the
# run, the first stone of the same colour is the nearest one, and every stone passed on the
# way is turned to that colour (none if there is no such stone). Kuro maximises the black
# stones at the end, Shiro minimises them; the value is black minus white from Kuro's side.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(paint):
    return len(paint) >= 4 and set(paint) <= set("bw")     # s <= 4 at every s judged


def _blacks(paint, s):
    n = len(paint)

    @lru_cache(maxsize=None)
    def blacks(lo, hi, run):
        if lo == 0 and hi == n - 1:
            return run.count("b")
        kuro = (hi - lo) % 2 == 0           # hi - lo stones placed after the first
        options = []
        if lo > 0:
            c = paint[lo - 1]
            k = run.find(c)
            new = c * (k + 1) + run[k:] if k >= 0 else c + run
            options.append(blacks(lo - 1, hi, new))
        if hi < n - 1:
            c = paint[hi + 1]
            k = run.rfind(c)
            new = run[:k + 1] + c * (len(run) - k) if k >= 0 else run + c
            options.append(blacks(lo, hi + 1, new))
        return max(options) if kuro else min(options)

    return blacks(s - 1, s - 1, paint[s - 1])


def truth(paint, s=2):
    return 2 * _blacks(paint, s) - len(paint)
