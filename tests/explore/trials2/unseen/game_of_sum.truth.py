# Truth for UVa 10891, on index intervals of the original row.
import functools


def truth(position):
    row = tuple(c - 2 for c in position)     # the entry c stands for c - 2

    @functools.lru_cache(maxsize=None)
    def best(lo, hi):               # the mover's best difference on row[lo:hi]
        if lo == hi:
            return 0
        options = [sum(row[lo:lo + k]) - best(lo + k, hi) for k in range(1, hi - lo + 1)]
        options += [sum(row[hi - k:hi]) - best(lo, hi - k) for k in range(1, hi - lo + 1)]
        return max(options)
    return best(0, len(row))
