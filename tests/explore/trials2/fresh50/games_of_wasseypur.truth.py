# Truth for CodeChef GAMEW (Games of Wasseypur): a plain memoised search over the string with
# each maximal run written as one letter (its blocks, in order). Erasing a block never depends on
# the lengths of the runs, and the string left has as blocks those left, with the two neighbours
# of an inner block joined into one when they are the same letter; so the game on the blocks is
# the same game move for move (the check against the game file's own moves on every declared
# position compares them). Who cannot move (no block left) loses. True when Sahid, moving first,
# wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and set(position) <= set("01")


def _blocks(s):
    out = []
    for c in s:
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


@lru_cache(maxsize=None)
def _wins(blocks):
    for i in range(len(blocks)):
        if not _wins(_blocks(blocks[:i] + blocks[i + 1:])):
            return True
    return False


def truth(position):
    return _wins(_blocks(position))
