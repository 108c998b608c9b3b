# Truth for Codeforces 1190B, written the long way: a move that makes two piles equal is a
# move to a state where the mover has already lost.
from oracle import win_search

LOST_BY_MOVER = ("mover made equal piles",)


def _moves(piles):
    if piles == LOST_BY_MOVER:
        return []
    out = []
    for i, a in enumerate(piles):
        if a > 0:
            after = tuple(sorted(piles[:i] + (a - 1,) + piles[i + 1:]))
            out.append(after if len(set(after)) == len(after) else ("won",))
    return out


def _moves_with_end(piles):
    # ("won",): the opponent of the mover who made equal piles is to move and has won: it
    # gets a move to a dead state, so that normal play scores it as a win.
    if piles == ("won",):
        return [LOST_BY_MOVER]
    return _moves(piles)


_wins = win_search(_moves_with_end)


def truth(position):
    return _wins(tuple(sorted(position)))
