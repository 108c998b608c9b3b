# Truth for BZOJ 2264 (Free Goodies): a plain memoised search over (the goodies left as a bit
# mask, who picks). Petra takes the goodie worth most to her, ties broken towards the one worth
# least to Jan (equal pairs are the same pick); Jan tries every goodie and keeps the pick whose
# outcome gives him the most, ties broken by the most for Petra. `totals` gives (Petra's total,
# Jan's total); the truth is the total of the one who picks first (0 Petra, 1 Jan, the
# position's first entry).
from functools import lru_cache


def valid(position):
    return len(position) >= 3 and len(position) % 2 == 1 and position[0] in (0, 1) \
        and min(position[1:]) >= 0


def totals(position):
    goods = list(zip(position[1::2], position[2::2]))
    n = len(goods)

    @lru_cache(maxsize=None)
    def play(mask, jan):
        # (Petra's total, Jan's total) from the goodies in mask, Jan to pick when jan is True
        if mask == 0:
            return (0, 0)
        left = [i for i in range(n) if mask >> i & 1]
        if not jan:
            i = max(left, key=lambda k: (goods[k][0], -goods[k][1]))
            petra, jans = play(mask & ~(1 << i), True)
            return (petra + goods[i][0], jans)
        best = None
        for i in left:
            petra, jans = play(mask & ~(1 << i), False)
            option = (jans + goods[i][1], petra)
            if best is None or option > best:
                best = option
        return (best[1], best[0])

    return play((1 << n) - 1, position[0] == 1)


def truth(position):
    petra, jan = totals(position)
    return jan if position[0] == 1 else petra
