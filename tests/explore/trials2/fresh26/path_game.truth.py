# Truth for Topcoder SRM 637 PathGame: with no column all black, a left-to-right path exists iff
# no two neighbouring columns are 'u' and 'd' (the only cells left white would touch at a corner
# only), so a move paints one cell of a '.' column provided the column it becomes has no opposite
# neighbour. A move changes one run of '.' columns and splits it in two, so the board is the sum
# of its runs (Sprague-Grundy), each valued by a plain memoised search over (length, the letter
# before it, the letter after it), '' at a board's end. True when Snuke (first) wins. Checked
# against a search of the game file's own moves (with its path search) on every declared board.
from functools import lru_cache

_OPPOSITE = {"u": "d", "d": "u", "": ""}


@lru_cache(maxsize=None)
def _grundy(length, left, right):
    seen = set()
    for i in range(length):
        for x in "ud":
            before = left if i == 0 else "."
            after = right if i == length - 1 else "."
            if _OPPOSITE[x] in (before, after):
                continue
            seen.add(_grundy(i, left, x) ^ _grundy(length - 1 - i, x, right))
    v = 0
    while v in seen:
        v += 1
    return v


def valid(s):
    return len(s) >= 1 and set(s) <= set(".ud") and "ud" not in s and "du" not in s


def truth(s):
    total, i = 0, 0
    while i < len(s):
        if s[i] != ".":
            i += 1
            continue
        j = i
        while j < len(s) and s[j] == ".":
            j += 1
        total ^= _grundy(j - i, s[i - 1] if i > 0 else "", s[j] if j < len(s) else "")
        i = j
    return total != 0
