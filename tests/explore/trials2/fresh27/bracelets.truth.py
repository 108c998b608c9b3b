# Truth for LightOJ 1344 (Game of Bracelets): a pick changes one bracelet only, into the runs of
# pearls lighter than the picked one, so the bracelets are a sum (Sprague-Grundy); one bracelet (a
# run between 0s) is valued by a plain memoised search over its tuple of weights: the mex, over
# the weights w it holds, of the xor of the values of the runs of weights < w. True when Aladdin
# (first) wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _grundy(bracelet):
    seen = set()
    for w in set(bracelet):
        total, run = 0, []
        for x in bracelet + (w,):            # the sentinel w closes the last run
            if x >= w:
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
