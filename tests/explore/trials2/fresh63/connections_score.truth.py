# Truth for HDU 6922 (Situation): a plain memoised minimax over (whose turn, the nine cells): the
# player to move puts a piece on an empty cell until the board is full; then the score is Alice's
# full lines of 'O' minus Bob's full lines of 'X' (rows, columns, two diagonals). Alice maximises,
# Bob minimises. The position is (t, c1..c9), t = 1 for Alice to move, cells 0 '.', 1 'O', 2 'X'.
# The value: the final score from the side of the player to move (Alice's score when t = 1, its
# negative when t = 0).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def valid(p):
    return len(p) == 10 and p[0] in (0, 1) and all(c in (0, 1, 2) for c in p[1:])


@lru_cache(maxsize=None)
def _alice_score(cells, alice):
    empty = [i for i, c in enumerate(cells) if c == 0]
    if not empty:
        score = 0
        for line in LINES:
            if all(cells[i] == 1 for i in line):
                score += 1
            if all(cells[i] == 2 for i in line):
                score -= 1
        return score
    piece = 1 if alice else 2
    results = [_alice_score(cells[:i] + (piece,) + cells[i + 1:], not alice) for i in empty]
    return max(results) if alice else min(results)


def truth(p):
    score = _alice_score(tuple(p[1:]), p[0] == 1)
    return score if p[0] == 1 else -score
