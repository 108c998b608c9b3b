# Truth for CodeChef BINIM2 (Binary Nim 2): a plain memoised search over (the multiset of stacks,
# whose turn). Dee takes 1 up to all elements from the top of a stack whose top is 0, Dum from a
# stack whose top is 1; the player to move who has no move wins. True when the starting player
# (first = 0: Dee, 1: Dum) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(stacks, dee):
    top = "0" if dee else "1"
    options = set()
    for i, b in enumerate(stacks):
        if b[0] == top:
            for j in range(1, len(b) + 1):
                rest = stacks[:i] + ((b[j:],) if j < len(b) else ()) + stacks[i + 1:]
                options.add(tuple(sorted(rest)))
    if not options:
        return True                          # no move: the player to move wins
    return any(not _wins(o, not dee) for o in options)


def valid(position):
    s = position
    return (len(s) >= 1 and set(s) <= set("01|") and s[0] != "|" and s[-1] != "|"
            and "||" not in s)


def truth(position, first=0):
    return _wins(tuple(sorted(position.split("|"))), first == 0)
