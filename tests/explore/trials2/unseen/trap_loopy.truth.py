# Truth for the loopy trap: retrograde analysis.
from oracle import outcome_search


def _moves(pair):
    out = []
    for i in (0, 1):
        other = 1 - i
        piles = list(pair)
        if piles[i] >= 2:
            out.append(tuple(p - 2 if k == i else p for k, p in enumerate(piles)))
        if piles[i] >= 1:
            shifted = piles[:]
            shifted[i] -= 1
            shifted[other] += 1
            out.append(tuple(shifted))
        if piles[i] == 15:
            out.append(tuple(0 if k == i else p for k, p in enumerate(piles)))
    return out


_outcome = outcome_search(_moves)


def truth(position):
    return _outcome(tuple(position))
