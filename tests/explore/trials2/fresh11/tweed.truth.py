# Truth for CodeChef TWEED with Tweedle-Dee first: a state is (the pile sizes as a sorted tuple,
# whether Dee moves); Dee removes 2, 4, ... stones from one pile, Dum 1, 3, ...; an emptied pile
# disappears; the player without a move loses.
from oracle import win_search


def _moves(state):
    piles, dee = state
    out = set()
    for i in range(len(piles)):
        others = piles[:i] + piles[i + 1:]
        for left in range(piles[i] - (2 if dee else 1), -1, -2):
            out.add((tuple(sorted(others + ((left,) if left else ()))), not dee))
    return list(out)


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    return _wins((tuple(sorted(position)), True))
