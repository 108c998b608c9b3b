# Truth for POJ 2960 S-Nim with S = {2, 5}: the heaps are independent, so the position is the sum
# of its heaps, valued by the Sprague-Grundy theorem; a heap's value is found by a plain search
# (the mex over x in S, x <= a, of the value of a - x). Checked against a search of the whole
# multiset on every position of the game file.
from oracle import grundy_search

TAKES = (2, 5)
_value = grundy_search(lambda a: [a - x for x in TAKES if x <= a])


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    total = 0
    for a in sorted(position):
        for low in range(0, a + 1):   # warm from the bottom (shallow recursion)
            _value(low)
        total ^= _value(a)
    return total != 0
