# Truth for HackerRank Game of Stones: a plain table over the heap size from 0 up; a move removes
# exactly 2, 3 or 5 stones; no move loses. True when the first player wins.
_wins = []


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    while len(_wins) <= n:
        m = len(_wins)
        _wins.append(any(t <= m and not _wins[m - t] for t in (2, 3, 5)))
    return _wins[n]
