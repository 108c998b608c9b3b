# Truth for Codeforces 1844A: a plain search over the pile size from 0 up; a move removes exactly
# a or exactly b stones; no move loses. True when the first player wins.
_tables = {}


def valid(position):
    return position[0] >= 0


def truth(position, a=2, b=3):
    (n,) = position
    wins = _tables.setdefault((a, b), [])
    while len(wins) <= n:
        m = len(wins)
        wins.append(any(s <= m and not wins[m - s] for s in (a, b)))
    return wins[n]
