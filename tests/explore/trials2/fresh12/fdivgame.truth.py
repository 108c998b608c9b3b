# Truth for CodeChef FDIVGAME: the integers are independent, so the position is the sum of its
# integers, valued by the Sprague-Grundy theorem; an integer's value is found by a plain search
# (the mex of the values of x // d, d = 2..6, 0 worth 0). Checked against a search of the whole
# multiset on every position of the game file.
from oracle import grundy_search

_value = grundy_search(lambda x: [x // d for d in (2, 3, 4, 5, 6)] if x > 0 else [])


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    total = 0
    for x in position:
        total ^= _value(x)
    return total != 0
