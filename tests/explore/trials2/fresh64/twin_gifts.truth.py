# Truth for CodeChef TWINGFT (Birthday Gifts): a plain memoised search of both starts. Turns
# 0 .. 2K - 1 alternate from the first mover; each takes one gift, the last (the second mover's)
# two. play(gifts, turn) gives (the mover's total, the other's total) from that turn on, the
# mover choosing the gifts that give him the most, among equals the choice that leaves the other
# the least. Chef takes the better of starting and letting his twin start. The value: Chef's
# total.
from functools import lru_cache


def valid(gifts):
    return len(gifts) >= 3 and min(gifts) >= 1


def _chef(gifts, k, ties):
    @lru_cache(maxsize=None)
    def play(left, turn):
        if turn == 2 * k:
            return (0, 0)
        best = None
        if turn == 2 * k - 1:
            choices = {(left[:i] + left[i + 1:j] + left[j + 1:], left[i] + left[j])
                       for i in range(len(left)) for j in range(i + 1, len(left))}
        else:
            choices = {(left[:i] + left[i + 1:], left[i]) for i in range(len(left))}
        for rest, price in choices:
            other, mine = play(rest, turn + 1)
            mine += price
            if (best is None or mine > best[0] or mine == best[0]
                    and (other < best[1] if ties == "least" else other > best[1])):
                best = (mine, other)
        return best
    mover, second = play(tuple(sorted(gifts)), 0)
    return max(mover, second)      # Chef starts (the mover's total) or lets his twin start


def truth(gifts, k=1):
    return _chef(gifts, k, "least")
