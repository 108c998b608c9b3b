# Truth for AtCoder ARC 151 F (RGB Card Game): a plain memoised minimax over (Takahashi's
# hand, Aoki's hand, who attacks, the phase, the colour on the field): the attacker puts any
# card; the defender then puts a card of that colour (the roles swap) or does nothing (the
# attacker attacks again); whoever first empties his hand wins. Each decision is its own step
# here (the defender who answers then attacks as a separate step of the same player). True
# when Takahashi wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def _minus(hand, c):
    h = list(hand)
    h[c] -= 1
    return tuple(h)


@lru_cache(maxsize=None)
def _takahashi_wins(hands, attacker, colour):
    """hands = (Takahashi's, Aoki's); attacker 0 or 1; colour -1: the attacker is to put a
    card; colour c: the defender (1 - attacker) is to answer colour c or pass."""
    if colour < 0:
        me = attacker
        results = []
        for c in range(3):
            if hands[me][c] > 0:
                new = list(hands)
                new[me] = _minus(hands[me], c)
                if sum(new[me]) == 0:
                    results.append(me == 0)
                else:
                    results.append(_takahashi_wins(tuple(new), attacker, c))
    else:
        me = 1 - attacker
        results = [_takahashi_wins(hands, attacker, -1)]             # pass
        if hands[me][colour] > 0:
            new = list(hands)
            new[me] = _minus(hands[me], colour)
            if sum(new[me]) == 0:
                results.append(me == 0)
            else:
                results.append(_takahashi_wins(tuple(new), me, -1))  # roles swapped
    return any(results) if me == 0 else all(results)


def valid(position):
    return (len(position) == 6 and all(x >= 0 for x in position)
            and sum(position[:3]) >= 1 and sum(position[3:]) >= 1)


def truth(position):
    return _takahashi_wins((tuple(position[:3]), tuple(position[3:])), 0, -1)
