# Truth for Luogu P13309 (演剧): a plain memoised minimax over the part left (a slice lo..hi of
# the sequence) and who cuts it. When Yuki cuts, she picks the cut and K picks the part left, and
# then K cuts it; when K cuts, Yuki picks the part left and then cuts it. One number left ends
# the game. The value: the number left, Yuki maximising and K minimising.
from functools import lru_cache


def valid(position):
    return len(position) >= 1 and min(position) >= 1


def truth(position):
    a = tuple(position)

    @lru_cache(maxsize=None)
    def left_number(lo, hi, yuki_cuts):
        if hi - lo == 1:
            return a[lo]
        if yuki_cuts:
            return max(min(left_number(lo, m, False), left_number(m, hi, False))
                       for m in range(lo + 1, hi))
        return min(max(left_number(lo, m, True), left_number(m, hi, True))
                   for m in range(lo + 1, hi))

    for width in range(1, len(a) + 1):      # short slices first (shallow recursion)
        for lo in range(0, len(a) - width + 1):
            left_number(lo, lo + width, True)
            left_number(lo, lo + width, False)
    return left_number(0, len(a), True)
