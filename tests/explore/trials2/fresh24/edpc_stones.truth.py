# Truth for AtCoder EDPC K (Stones) with A = {a, b, c}: a table of wins filled from 0 up; a move
# removes exactly a, b or c stones; no move loses. True when Taro (first) wins.
_tables = {}


def valid(position):
    return position[0] >= 0


def truth(position, a=2, b=3, c=7):
    (k,) = position
    wins = _tables.setdefault((a, b, c), [])
    while len(wins) <= k:
        m = len(wins)
        wins.append(any(x <= m and not wins[m - x] for x in (a, b, c)))
    return wins[k]
