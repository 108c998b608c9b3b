# Truth for Codeforces 2060C (Game of Mathletes): a plain minimax (../oracle.py's score_search)
# over (the integers left, sorted; Alice's erased integer or 0): Alice erases one, Bob erases one
# and scores 1 when the two add up to k; n / 2 turns. The value is the mover's points minus the
# other's from Alice's side, i.e. minus the final score.
from oracle import score_search

_searches = {}


def _search(k):
    if k not in _searches:
        def moves(state):
            board, a = state
            out = []
            for i, x in enumerate(board):
                rest = board[:i] + board[i + 1:]
                out.append(((rest, x), 0) if a == 0 else ((rest, 0), 1 if a + x == k else 0))
            return out
        _searches[k] = score_search(moves)
    return _searches[k]


def valid(position):
    n = len(position)
    return n >= 2 and n % 2 == 0 and all(1 <= x <= n for x in position)


def truth(position, k=4):
    return _search(k)((tuple(sorted(position)), 0))
