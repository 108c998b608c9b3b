# Truth for BZOJ 2410 (Nim游戏, a row coloured with k colours): for k = 2, a plain memoised search
# (../oracle.py's win_search) over the row (0 uncoloured): a move colours a 0 with a colour that
# neither neighbour has; no such move, lost. For k >= 3 an uncoloured cell always has a colour
# that neither of its at most two neighbours has, so every uncoloured cell will be coloured, one
# per move, and the play lasts exactly as many moves as there are uncoloured cells: the first
# player wins iff that number is odd (this reading of the rules is checked against the search of
# the game file's own moves on every declared position, at every k judged). True when the first
# player wins.
from oracle import win_search


def _moves(state):
    n = len(state)
    out = set()
    for i, v in enumerate(state):
        if v == 0:
            for c in (1, 2):
                if not ((i > 0 and state[i - 1] == c) or (i + 1 < n and state[i + 1] == c)):
                    out.add(state[:i] + (c,) + state[i + 1:])
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(0 <= v <= 2 for v in position) and all(
        not (position[i] and position[i] == position[i + 1]) for i in range(len(position) - 1))


def truth(position, k=2):
    if k >= 3:
        return position.count(0) % 2 == 1
    return _wins(tuple(position))
