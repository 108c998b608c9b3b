# Truth for CodeChef PUPPYGM: a memoised search over the two stacks (sorted); a move eats one
# stack and splits the other into two non-empty ones; no move loses. True when the first player
# wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _wins(x, y):
    for keep in (x, y):
        for part in range(1, keep // 2 + 1):
            a, b = part, keep - part
            if not _wins(min(a, b), max(a, b)):
                return True
    return False


def valid(position):
    return all(v >= 1 for v in position)


def truth(position):
    a, b = position
    for s in range(1, max(a, b) + 1):           # warm from small stacks (shallow recursion)
        _wins(1, s)
    return _wins(min(a, b), max(a, b))
