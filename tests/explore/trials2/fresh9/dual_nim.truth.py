# Truth for CodeChef TWONIM: the piles left; a player facing xor 0 has won (+1 for the player to
# move), otherwise they remove one whole pile.
from functools import reduce

from oracle import score_search


def _moves(piles):
    if reduce(lambda a, b: a ^ b, piles, 0) == 0:
        return []
    out = []
    for v in set(piles):
        rest = list(piles)
        rest.remove(v)
        out.append((tuple(rest), 0))
    return out


_best = score_search(_moves, lambda piles: 1)


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    return _best(tuple(sorted(position))) > 0
