# Truth for CodeChef ABGAME: a plain memoised search of (row, whose turn) (../oracle.py's
# win_search): the k-th piece from the left (k = 0, 1, ...) moves right when k is even, left when
# k is odd; the player to move slides one of their own pieces one or more empty cells that way;
# no move, lost. True when A (first) wins.
from oracle import win_search


def _moves(state):
    row, turn = state
    mine = "A" if turn == 0 else "B"
    out = []
    pieces = [i for i, c in enumerate(row) if c != "."]
    for k, i in enumerate(pieces):
        if row[i] != mine:
            continue
        step = 1 if k % 2 == 0 else -1
        j = i + step
        while 0 <= j < len(row) and row[j] == ".":
            out.append((row[:min(i, j)] + (mine + "." * abs(j - i) if step < 0 else "." * abs(j - i) + mine)
                        + row[max(i, j) + 1:], 1 - turn))
            j += step
    return out


_wins = win_search(_moves)


def valid(row):
    return len(row) >= 1 and set(row) <= set(".AB")


def truth(row):
    return _wins((row, 0))
