# Truth for ZJOI 2009 取石子游戏 (BZOJ 1413): a plain memoised search over (l, r, x, y): the piles
# l..r of the input still there, the leftmost holding x stones and the rightmost y (x alone when
# l = r); the piles between are untouched. A move lowers x or y by at least one; a pile brought to
# 0 is gone and the next one, untouched, is the new end. No pile, no move (lost). True when the
# first player wins.
import sys

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    a = tuple(position)
    memo = {}

    def wins(l, r, x, y):
        if l > r:
            return False
        key = (l, r, x, y)
        if key in memo:
            return memo[key]
        won = False
        if l == r:
            won = True                      # take the whole pile
        else:
            for x2 in range(x - 1, -1, -1):
                nxt = (l, r, x2, y) if x2 > 0 else (l + 1, r, a[l + 1] if l + 1 < r else y, y)
                if not wins(*nxt):
                    won = True
                    break
            if not won:
                for y2 in range(y - 1, -1, -1):
                    nxt = (l, r, x, y2) if y2 > 0 else (l, r - 1, x, a[r - 1] if r - 1 > l else x)
                    if not wins(*nxt):
                        won = True
                        break
        memo[key] = won
        return won
    n = len(a)
    return wins(0, n - 1, a[0], a[-1])
