# Truth for HackerRank Bob and Ben: the trees are independent, so the position is the sum of its
# trees, valued by the Sprague-Grundy theorem; a tree's value is found by a plain search over its
# node count m (the mex over: the tree gone, when m = 1 or m >= 3; m - 1 nodes, when m >= 2).
# Checked against a search of the whole multiset on every position of the game file.
from oracle import grundy_search


def _moves(m):
    out = []
    if m == 1 or m >= 3:
        out.append(0)
    if m >= 2:
        out.append(m - 1)
    return out


_value = grundy_search(_moves)


def valid(position):
    return len(position) >= 1 and all(m >= 1 for m in position)


def truth(position):
    total = 0
    for m in sorted(position):
        for low in range(0, m + 1):   # warm from the bottom (shallow recursion)
            _value(low)
        total ^= _value(m)
    return total != 0
