# Truth for Codeforces 135C (Zero-One): minimax over (the row left, who moves); a move removes
# any one card; with two cards left the game ends, the number they read in binary being -v to
# Masha and v to Petya. The value from Masha's side (she moves first).
from oracle import score_search


def _moves(state):
    row, masha = state
    if len(row) <= 2:
        return []
    return [((row[:i] + row[i + 1:], not masha), 0) for i in range(len(row))]


def _final(state):
    row, masha = state
    value = int(row, 2)
    return -value if masha else value


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 2 and set(position) <= {"0", "1"}


def truth(position):
    return _best((position, True))
