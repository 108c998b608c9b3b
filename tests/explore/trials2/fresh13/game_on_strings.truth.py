# Truth for Codeforces 1037G: the strings of the game are independent, so a state is the sum of
# its strings, valued by the Sprague-Grundy theorem; a string's value is found by a plain search
# (the mex over its letters c of the xor of the values of the parts left when every c is
# erased). Checked against a search of the whole game (the sorted tuple of strings) on every
# position of the game file.
from functools import lru_cache


@lru_cache(maxsize=None)
def _value(t):
    seen = set()
    for c in set(t):
        x = 0
        for part in t.split(c):
            if part:
                x ^= _value(part)
        seen.add(x)
    g = 0
    while g in seen:
        g += 1
    return g


def valid(position):
    return len(position) >= 1


def truth(position):
    return _value(position) != 0
