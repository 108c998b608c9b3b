# Truth for LeetCode 3222: a state is (75-coins left, 10-coins left); a move takes any mix of
# coins worth 115 in all; no such mix loses.
from oracle import win_search


def _moves(state):
    x, y = state
    return [(x - a, y - b) for a in range(x + 1) for b in range(y + 1) if 75 * a + 10 * b == 115]


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1 and position[1] >= 1


def truth(position):
    x, y = position
    for low in range(0, 40):          # warm along the diagonal of moves (shallow recursion)
        if x - 1 * (40 - low) >= 0 and y - 4 * (40 - low) >= 0:
            _wins((x - (40 - low), y - 4 * (40 - low)))
    return _wins((x, y))
