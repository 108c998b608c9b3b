# Truth for Codeforces 1899A: the state is (integer, moves made); Vanya moves when an even number
# of moves has been made. A state where Vanya's last move left a multiple of 3 is over (the player
# to move, Vova, lost); so is a state after 10 moves (the player to move, Vanya, lost).
from oracle import win_search


def _moves(state):
    value, made = state
    vanya_just_moved = made % 2 == 1
    if vanya_just_moved and value % 3 == 0:
        return []
    if made >= 10:
        return []
    return [(value + step, made + 1) for step in (1, -1)]


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1


def truth(position):
    return _wins((position[0], 0))
