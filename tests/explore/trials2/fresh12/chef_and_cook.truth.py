# Truth for CodeChef CCGAME: a plain search over the arrays; a move takes 1 from some A_i >= 1
# and adds it to some A_j with j > i; no move loses.
from oracle import win_search


def _moves(a):
    out = []
    for i in range(len(a)):
        if a[i] >= 1:
            for j in range(i + 1, len(a)):
                b = list(a)
                b[i] -= 1
                b[j] += 1
                out.append(tuple(b))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(a >= 0 for a in position)


def truth(position):
    return _wins(tuple(position))
