# Truth for USACO 2009 November Silver "A Coin Game": minimax over (coins taken so far, the
# opponent's last take) of (the mover's total from here, the other's total from here), each
# player maximising his own; the first take is 1 or 2 (last = 1), then 1 .. 2 * last.
from functools import lru_cache


def valid(position):
    return len(position) >= 1


def truth(position):
    coins = tuple(position)
    n = len(coins)

    @lru_cache(maxsize=None)
    def play(i, last):                # (mover's total, other's total) from coin i on
        if i == n:
            return (0, 0)
        best = None
        for t in range(1, min(2 * last, n - i) + 1):
            theirs, mine = play(i + t, t)
            option = (mine + sum(coins[i:i + t]), theirs)
            if best is None or option[0] > best[0] or (option[0] == best[0] and option[1] < best[1]):
                best = option
        return best
    for i in range(n, -1, -1):        # warm from the end (shallow recursion)
        for last in range(1, n + 1):
            play(i, last)
    return play(0, 1)[0]
