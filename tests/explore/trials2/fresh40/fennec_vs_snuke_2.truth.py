# Truth for AtCoder ARC 192 B (Fennec VS. Snuke 2): a plain memoised search over (the values of
# the indices not yet in S, sorted; the total left on the indices in S): a move either takes an
# index not in S (it joins S with its value less 1 added to the total) or takes 1 from the total
# (any index in S with something left: they are alike, only their total matters); the player who
# makes S full wins at once. True when Fennec (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _mover_wins(outside, pool):
    for i, a in enumerate(outside):
        if i > 0 and outside[i - 1] == a:
            continue
        rest = outside[:i] + outside[i + 1:]
        if not rest:
            return True                           # this move fills S: the mover wins
        if not _mover_wins(rest, pool + a - 1):
            return True
    if pool > 0 and not _mover_wins(outside, pool - 1):
        return True
    return False


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    return _mover_wins(tuple(sorted(position)), 0)
