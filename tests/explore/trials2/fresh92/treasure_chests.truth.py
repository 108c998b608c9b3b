# Truth for Topcoder SRM 345 StoneGame (treasure chests under stones): a plain memoised negamax
# over the chests left, each a pair (treasure, stones on it), sorted. The player to move takes
# one stone from a chest; taking its last stone gains its treasure. best(chests) is the mover's
# treasure from here on minus the other's, the largest over the moves of (the treasure gained
# now - best(what is left)). The value: the first player's treasure minus the friend's. (The
# problem's answer, the first player's treasure, is (the sum of the treasures + the value) / 2:
# `first_total`.)
from functools import lru_cache


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and min(position) >= 1


@lru_cache(maxsize=None)
def _best(chests):
    if not chests:
        return 0
    values = []
    for k, (treasure, stones) in enumerate(chests):
        rest = chests[:k] + chests[k + 1:]
        if stones == 1:
            values.append(treasure - _best(rest))
        else:
            values.append(-_best(tuple(sorted(rest + ((treasure, stones - 1),)))))
    return max(values)


def truth(position):
    m = len(position) // 2
    return _best(tuple(sorted(zip(position[:m], position[m:]))))


def first_total(treasure, stones):
    return (sum(treasure) + truth(tuple(treasure) + tuple(stones))) // 2
