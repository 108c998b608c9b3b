# Truth for LeetCode 1406: the row as it is, each of the 1, 2 or 3 first stones taken.
from oracle import score_search

_best = score_search(lambda row: [(row[k:], sum(row[:k])) for k in (1, 2, 3) if k <= len(row)])


def truth(position):
    return _best(tuple(position))
