# Truth for Codeforces 1841A: misere play as normal play with one extra step (a board whose
# integers are all different: one move to an end state without moves, so the player who faces
# it wins); a move wipes k >= 2 copies of a value v and writes k * v; the board is a sorted tuple.
from oracle import win_search

_END = "end"


def _moves(board):
    if board == _END:
        return []
    out = set()
    for v in set(board):
        c = board.count(v)
        if c < 2:
            continue
        rest = [x for x in board if x != v]
        for k in range(2, c + 1):
            out.add(tuple(sorted(rest + [v] * (c - k) + [k * v])))
    return list(out) if out else [_END]


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 2


def truth(position):
    (n,) = position
    for low in range(2, n + 1):       # warm from the smaller boards (shallow recursion)
        _wins((1,) * low)
    return _wins((1,) * n)
