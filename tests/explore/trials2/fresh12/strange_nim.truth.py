# Truth for AtCoder ARC 091 F with every K_i = k: the piles are independent, so the position is
# the sum of its piles, valued by the Sprague-Grundy theorem; a pile's value is found by a plain
# search (the mex over the removals t = 1..X div k of the value of X - t). Checked against a
# search of the whole multiset on every position of the game file, at every k judged.
from oracle import grundy_search

_searches = {}


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position, k=2):
    if k not in _searches:
        _searches[k] = grundy_search(lambda x, k=k: [x - t for t in range(1, x // k + 1)])
    value = _searches[k]
    total = 0
    for x in sorted(position):
        for low in range(0, x + 1):      # warm from the bottom (shallow recursion)
            value(low)
        total ^= value(x)
    return total != 0
