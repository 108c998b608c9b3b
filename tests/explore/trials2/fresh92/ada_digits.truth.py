# Truth for SPOJ ADAGAME (Ada and Game): a plain memoised minimax over (the number now, the turns
# left, who is to move), the original number fixed. A turn raises one of the four digits by 1 (9
# becomes 0); after the last turn Ada has won iff the number is greater than the original. True
# when Ada, moving first, wins. The position is d_1, d_2, d_3, d_4, M.
from functools import lru_cache

_PLACES = (1000, 100, 10, 1)


def valid(position):
    # the larger positions are the four digits with M = 4..9, past the declared M <= 3
    return (len(position) == 5 and all(0 <= d <= 9 for d in position[:4])
            and 4 <= position[4] <= 9)


def _ada_wins(n, m):
    @lru_cache(maxsize=None)
    def ada_wins(now, left, ada_to_move):
        if left == 0:
            return now > n
        options = []
        for place in _PLACES:
            digit = now // place % 10
            options.append(now - digit * place + (digit + 1) % 10 * place)
        results = (ada_wins(x, left - 1, not ada_to_move) for x in options)
        return any(results) if ada_to_move else all(results)

    return ada_wins(n, m, True)


def truth(position):
    d1, d2, d3, d4, m = position
    return _ada_wins(d1 * 1000 + d2 * 100 + d3 * 10 + d4, m)
