# Truth for AtCoder KEYENCE 2021 E (Greedy Ant), one starting point of Ant: a plain
# memoised search over the set of candies left (a bit mask) and whose turn it is. Snuke tries
# every candy left and keeps the best; Ant's take is forced (the tastier of her nearest candy on
# each side). Returned: Snuke's total minus Ant's under best play by Snuke, that is twice his
# largest total less the sum of all tastiness values. (The inner function gives Snuke's total,
# for the statement's samples.)
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(p):
    candies = p[1:]
    return (len(candies) >= 1 and 0 <= p[0] <= len(candies) and min(candies) >= 1
            and len(set(candies)) == len(candies))


def snuke_total(g, a):
    n = len(a)

    @lru_cache(maxsize=None)
    def best(mask, snuke):          # Snuke's largest further total; mask = candies still there
        if mask == 0:
            return 0
        if snuke:
            return max(a[i] + best(mask & ~(1 << i), False) for i in range(n) if mask >> i & 1)
        left = next((i for i in range(g - 1, -1, -1) if mask >> i & 1), None)
        right = next((i for i in range(g, n) if mask >> i & 1), None)
        if left is None:
            take = right
        elif right is None:
            take = left
        else:
            take = left if a[left] > a[right] else right
        return best(mask & ~(1 << take), True)

    return best((1 << n) - 1, True)


def truth(p):
    g, a = p[0], list(p[1:])
    return 2 * snuke_total(g, a) - sum(a)
