# Truth for yukicoder No.1945 (Go Push!): each column is searched on its own, as it is: a tuple
# of 0/1 marks (1: the button can still be pushed); a turn in a column pushes a block of one or
# more consecutive buttons not pushed yet. A column's Grundy value is the mex of the values of
# the columns one turn leaves (memoised), and, since a turn touches one column only, the first
# player wins iff the xor of the columns' values is not 0 (Sprague-Grundy, the sum of games).
# True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return (len(position) >= 1 and min(position) >= 1
            and tuple(position) == tuple(reversed(position)))


@lru_cache(maxsize=None)
def _grundy(column):
    seen = set()
    for i in range(len(column)):
        j = i
        while j < len(column) and column[j] == 1:
            seen.add(_grundy(column[:i] + (0,) * (j - i + 1) + column[j + 1:]))
            j += 1
    value = 0
    while value in seen:
        value += 1
    return value


def truth(position):
    total = 0
    for a in position:
        total ^= _grundy((1,) * a)
    return total != 0
