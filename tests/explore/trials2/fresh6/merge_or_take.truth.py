# Truth for HDU 4111: every single-coin removal and every merge of two piles, searched over the
# sorted tuple of pile sizes, normal play.
from oracle import win_search


def _moves(piles):
    out = set()
    n = len(piles)
    for i in range(n):
        row = list(piles)
        row[i] -= 1
        out.add(tuple(sorted(x for x in row if x > 0)))
        for j in range(i + 1, n):
            merged = [piles[k] for k in range(n) if k != i and k != j] + [piles[i] + piles[j]]
            out.add(tuple(sorted(merged)))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and min(position) >= 1


def truth(position):
    return _wins(tuple(sorted(position)))
