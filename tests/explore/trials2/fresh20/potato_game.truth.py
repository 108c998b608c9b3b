# Truth for Topcoder SRM 472 PotatoGame: a table of wins over the number of potatoes left, filled
# from 0 up (no move from 0: a loss); a move eats 1, 4, 16, ... potatoes. True when Taro (first)
# wins.
_table = [False]


def _fill(n):
    while len(_table) <= n:
        m = len(_table)
        eat, win = 1, False
        while eat <= m and not win:
            win = not _table[m - eat]
            eat *= 4
        _table.append(win)


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    _fill(n)
    return _table[n]
