# Truth for UVa 1482: the Grundy value of the whole multiset of piles, by a plain search of every
# removal of 1..floor(n/2) stones from any pile.
from oracle import grundy_search


def _moves(piles):
    out = set()
    for i, n in enumerate(piles):
        for left in range((n + 1) // 2, n):
            out.add(tuple(sorted(piles[:i] + (left,) + piles[i + 1:])))
    return out


_grundy = grundy_search(_moves)


def valid(position):
    return len(position) >= 1 and min(position) >= 1


def truth(position):
    return _grundy(tuple(sorted(position)))
