# Truth for Codeforces 388C: the piles cut at the zeros, each kept as the range [lo, hi) of its
# cards still there; Ciel removes a pile's first card, Jiro its last; searched as a minimax of
# the taker's sum minus the other's over (ranges, whose turn).
from oracle import score_search


def valid(position):
    return all(x >= 0 for x in position)


def truth(position):
    piles = []
    current = []
    for x in list(position) + [0]:
        if x:
            current.append(x)
        elif current:
            piles.append(current)
            current = []

    def moves(state):
        ranges, ciel = state
        out = []
        for i, (lo, hi) in enumerate(ranges):
            if lo == hi:
                continue
            if ciel:
                card, nxt = piles[i][lo], (lo + 1, hi)
            else:
                card, nxt = piles[i][hi - 1], (lo, hi - 1)
            out.append(((ranges[:i] + (nxt,) + ranges[i + 1:], not ciel), card))
        return out
    return score_search(moves)((tuple((0, len(p)) for p in piles), True))
