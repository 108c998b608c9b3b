# Truth for LightOJ 1296: the piles are independent, so the position is the sum of its piles,
# valued by the Sprague-Grundy theorem; a pile's value is found by a plain search (the mex over
# the removals 1 <= y <= x / 2 of the value of x - y). Checked against a search of the whole
# multiset on every position of the game file.
from oracle import grundy_search

_value = grundy_search(lambda x: [x - y for y in range(1, x // 2 + 1)])


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    total = 0
    for x in sorted(position):
        for low in range(1, x + 1):      # warm from the bottom (shallow recursion)
            _value(low)
        total ^= _value(x)
    return total != 0
