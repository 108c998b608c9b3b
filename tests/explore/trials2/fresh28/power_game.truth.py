# Truth for Topcoder SRM 384 PowerGame: a plain table of the whole game over (a, b), filled in
# increasing a + b: the player to move wins iff some pair of positive squares (i^2 <= a, j^2 <= b)
# leaves a position lost for the next player; with either pile below 1 there is no move (lost).
# True when Alan (first) wins.
_wins = {}


def valid(position):
    a, b = position
    return a >= 1 and b >= 1


def _squares(n):
    out, i = [], 1
    while i * i <= n:
        out.append(i * i)
        i += 1
    return out


def _solve(a, b):
    # fill every (x, y) with x <= a, y <= b not yet known, smaller first
    for x in range(a + 1):
        for y in range(b + 1):
            if (x, y) not in _wins:
                _wins[(x, y)] = any(not _wins[(x - s, y - t)]
                                    for s in _squares(x) for t in _squares(y))


def truth(position):
    a, b = position
    if (a, b) not in _wins:
        _solve(a, b)
    return _wins[(a, b)]
