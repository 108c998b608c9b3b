# Truth for AtCoder ABC 349 E (Weighted Tic-Tac-Toe): a plain memoised win/lose search over (the
# nine numbers; the nine cells, 0 white, 1 red, 2 blue): the player to move (red when red and blue
# cells are as many) paints a white cell; three consecutive cells of one colour end the game at
# once, won by that colour; a full grid without them is won by the higher total of the numbers
# under one's colour. True when Takahashi (red), moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def valid(a):
    return len(a) == 9 and sum(a) % 2 == 1


def _three(cells, colour):
    return any(all(cells[i] == colour for i in line) for line in LINES)


@lru_cache(maxsize=None)
def _red_wins(weights, cells):
    red_to_move = cells.count(1) == cells.count(2)
    mine = 1 if red_to_move else 2
    mover_wins = False
    for i in range(9):
        if cells[i] != 0:
            continue
        after = cells[:i] + (mine,) + cells[i + 1:]
        if _three(after, mine):
            mover_wins = True
        elif 0 not in after:
            red = sum(w for w, c in zip(weights, after) if c == 1)
            blue = sum(w for w, c in zip(weights, after) if c == 2)
            mover_wins = (red > blue) == red_to_move
        else:
            mover_wins = _red_wins(weights, after) == red_to_move
        if mover_wins:
            break
    return mover_wins == red_to_move


def truth(a):
    return _red_wins(tuple(a), (0,) * 9)
