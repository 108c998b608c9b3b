# Truth for CodeChef BWCELL: a plain memoised search of the row (../oracle.py's win_search): a
# move deletes one or more black cells from one side of the white cell; no black cell, no move
# (lost). True when the first player wins.
from oracle import win_search


def _moves(row):
    w = row.index("W")
    out = [row[k:] for k in range(1, w + 1)]
    out += [row[:len(row) - k] for k in range(1, len(row) - w)]
    return out


_wins = win_search(_moves)


def valid(row):
    return set(row) <= set("BW") and row.count("W") == 1


def truth(row):
    return _wins(row)
