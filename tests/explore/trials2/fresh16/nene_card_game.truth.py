# Truth for Codeforces 1956B: a memoised search over the cards in the two hands (per integer: the
# mover's copies, the other's; the rest on the table); the mover plays a card, scoring when its
# twin is on the table; each maximises their own points, and among equal ones leaves the other
# the fewest. Returns your points (you move first).
from functools import lru_cache


@lru_cache(maxsize=None)
def _best(state):
    """(the mover's points from here, the other's)."""
    best = None
    for i, (mine, theirs) in enumerate(state):
        if mine == 0:
            continue
        point = 1 if mine + theirs == 1 else 0
        after = list(state)
        after[i] = (mine - 1, theirs)
        nxt = tuple(sorted((t, m) for m, t in after))
        other, me = _best(nxt)
        option = (me + point, other)
        if best is None or option[0] > best[0] or (option[0] == best[0] and option[1] < best[1]):
            best = option
    return best if best is not None else (0, 0)


def valid(hand):
    n = len(hand)
    return n >= 1 and all(1 <= v <= n for v in hand) and all(hand.count(v) <= 2 for v in hand)


def truth(hand):
    n = len(hand)
    state = tuple(sorted((hand.count(v), 2 - hand.count(v)) for v in range(1, n + 1)))
    return _best(state)[0]
