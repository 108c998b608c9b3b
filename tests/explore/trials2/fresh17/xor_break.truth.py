# Truth for Codeforces 1934D2: a memoised search over the current number; the breaker of p tries
# every split p = p1 xor p2 with 0 < p1, p2 < p, and wins by a split after which the other player,
# whichever part they pick and break, loses. True when the breaker of n (the first player) wins.
_wins = [False, False]          # 0 (unused) and 1: no split


def _breaker_wins(p):
    while len(_wins) <= p:
        m = len(_wins)
        ok = False
        for p1 in range(1, m):
            p2 = m ^ p1
            if p1 <= p2 < m and not _wins[p1] and not _wins[p2]:
                ok = True
                break
        _wins.append(ok)
    return _wins[p]


def valid(position):
    return position[0] >= 1


def truth(position):
    return _breaker_wins(position[0])
