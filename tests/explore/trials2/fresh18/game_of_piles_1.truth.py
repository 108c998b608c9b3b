# Truth for CodeChef GAMEOFPILES1: a memoised search over the sorted pile sizes; a move takes one
# stone from a pile; once a pile is empty the game is over and the player to move has lost. True
# when Chef (first) wins.
from oracle import win_search


def _moves(piles):
    if 0 in piles:
        return []
    return [tuple(sorted(piles[:i] + (piles[i] - 1,) + piles[i + 1:])) for i in range(len(piles))]


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    return _wins(tuple(sorted(position)))
