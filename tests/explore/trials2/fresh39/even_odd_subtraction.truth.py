# Truth for Codeforces 959A (Mahmoud and Ehab and the even-odd game): a plain memoised search
# (../oracle.py's win_search) over (the number left, whose turn): Mahmoud subtracts an even a,
# Ehab an odd a, 1 <= a <= n; who cannot move loses. True when Mahmoud, to move first, wins.
from oracle import win_search


def _moves(state):
    n, turn = state
    return [(n - a, 1 - turn) for a in range(1, n + 1) if a % 2 == (0 if turn == 0 else 1)]


_wins = win_search(_moves)


def valid(position):
    return len(position) == 1 and position[0] >= 1


def truth(position):
    return _wins((position[0], 0))
