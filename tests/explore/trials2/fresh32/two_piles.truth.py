# Truth for AtCoder CPSCO 2019 Session 2 D (Two Piles): a plain memoised search (../oracle.py's
# win_search) over the two pile sizes (sorted: the rules do not tell the piles apart): a move
# chooses a non-empty pile of X coins and removes X coins split in any way between the two piles;
# two empty piles, no move (lost). True when Alice (first) wins.
from oracle import win_search


def _moves(state):
    a, b = state
    out = set()
    for x in {a, b}:
        if x == 0:
            continue
        for from_a in range(max(0, x - b), min(a, x) + 1):
            out.add(tuple(sorted((a - from_a, b - (x - from_a)))))
    return out


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1 and position[1] >= 1


def truth(position):
    a, b = sorted(position)
    for low in range(0, a + 1):                 # warm from the bottom (shallow recursion)
        _wins((low, low))
    return _wins((a, b))
