# Distinct Numbers (AtCoder ARC 137 C): a set of distinct non-negative integers. A move takes the
# largest and replaces it by a smaller non-negative integer that is not in the set. Alice moves
# first; who cannot move loses.
positions = multiset(piles=range(0, 10), size=range(1, 6)).where(lambda p: len(set(p)) == len(p))


def moves(values):
    top, rest = values[-1], values[:-1]
    for v in range(top):
        if v not in rest:
            yield tuple(sorted(rest + (v,)))
