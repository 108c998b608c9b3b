# Truth for Codeforces 1914E: the colours as (mover's, other's) pairs; a colour played is
# settled: the mover keeps mine - 1, the other 0; a colour where someone holds none is settled
# as it is (cannot happen here: every count starts >= 1 and a colour is settled when played).
from oracle import score_search


def _moves(colours):
    out = []
    for i, (mine, theirs) in enumerate(colours):
        if mine >= 1 and theirs >= 1:
            rest = colours[:i] + colours[i + 1:]
            out.append((tuple(sorted((b, a) for a, b in rest)), mine - 1))
    return out


_best = score_search(_moves)


def valid(position):
    return len(position) % 2 == 0 and min(position, default=1) >= 1


def truth(position):
    return _best(tuple(sorted(zip(position[0::2], position[1::2]))))
