# Truth for HackerRank The Prime Game: the buckets are independent, so the position is the sum of
# its buckets, valued by the Sprague-Grundy theorem; a bucket's value is found by a plain search
# (the mex over the removals x in {2, 3, 5, 7, 11, 13}, x <= a, of the value of a - x). Checked
# against a search of the whole multiset on every position of the game file.
from oracle import grundy_search

TAKES = (2, 3, 5, 7, 11, 13)
_value = grundy_search(lambda a: [a - x for x in TAKES if x <= a])


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    total = 0
    for a in sorted(position):
        for low in range(0, a + 1):      # warm from the bottom (shallow recursion)
            _value(low)
        total ^= _value(a)
    return total != 0
