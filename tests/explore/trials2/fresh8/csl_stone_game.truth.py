# Truth for Codeforces 1190B: every removal of one stone from a non-empty pile searched. A move
# after which two piles are equal ends the game with the mover lost: it leads to the marker
# state "the last mover lost", whose only move is to a dead end (the player to move there has
# won). A state with every pile empty has no move (the player to move lost).
from oracle import win_search

_LOST = ("the last mover lost",)
_DEAD = ("over",)


def _moves(state):
    if state == _LOST:
        return [_DEAD]
    if state == _DEAD:
        return []
    out = []
    for i, x in enumerate(state):
        if x > 0:
            nxt = tuple(sorted(state[:i] + (x - 1,) + state[i + 1:]))
            out.append(_LOST if len(set(nxt)) < len(nxt) else nxt)
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(x >= 0 for x in position)


def truth(position):
    return _wins(tuple(sorted(position)))
