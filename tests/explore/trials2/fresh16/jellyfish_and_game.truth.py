# Truth for Codeforces 1874A (n = m): a memoised search over (the mover's apples, the other's,
# rounds left), each round's mover trying every swap of one of theirs for one of the other's and
# doing nothing; each maximises their own final total (the totals add up to a constant, so this
# is a minimax). Returns Jellyfish's final total.
from functools import lru_cache


@lru_cache(maxsize=None)
def _best(mine, theirs, left):
    """(the mover's final total, the other's) from here."""
    if left == 0:
        return (sum(mine), sum(theirs))
    options = [(mine, theirs)]
    for i in range(len(mine)):
        for j in range(len(theirs)):
            m = mine[:i] + (theirs[j],) + mine[i + 1:]
            t = theirs[:j] + (mine[i],) + theirs[j + 1:]
            options.append((tuple(sorted(m)), tuple(sorted(t))))
    best = None
    for m, t in options:
        other, me = _best(t, m, left - 1)
        if best is None or me > best[0]:
            best = (me, other)
    return best


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 1 for v in position)


def truth(position, k=1):
    half = len(position) // 2
    return _best(tuple(sorted(position[:half])), tuple(sorted(position[half:])), k)[0]
