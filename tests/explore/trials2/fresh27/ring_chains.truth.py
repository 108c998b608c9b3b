# Truth for Timus 1540 (Battle for the Ring): a pick changes one chain only, into the runs of
# rings with numbers greater than the picked one, so the chains are a sum (Sprague-Grundy); one
# chain (a run between 0s) is valued by a plain memoised search over its tuple of numbers: the
# mex, over the numbers w it holds, of the xor of the values of the runs of numbers > w. True when
# the first player wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _grundy(chain):
    seen = set()
    for w in set(chain):
        total, run = 0, []
        for x in chain + (w,):               # the sentinel w closes the last run
            if x <= w:
                if run:
                    total ^= _grundy(tuple(run))
                run = []
            else:
                run.append(x)
        seen.add(total)
    v = 0
    while v in seen:
        v += 1
    return v


def valid(position):
    return len(position) >= 1 and all(x >= 0 for x in position)


def truth(position):
    total, run = 0, []
    for x in tuple(position) + (0,):         # the parts between the 0s
        if x == 0:
            if run:
                total ^= _grundy(tuple(run))
            run = []
        else:
            run.append(x)
    return total != 0
