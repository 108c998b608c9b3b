# Truth for Codeforces 335C (More Reclamation), the rows written as a string over '.LR': a move
# turns a '.' row into 'L' or 'R' unless a neighbouring row holds the other letter. A reclaimed
# row never changes again and a move only looks at its two neighbours, so the board is the sum
# (Sprague-Grundy) of its runs of '.' rows, each with the letters just outside it (or the edge of
# the river); a run is valued by a plain memoised search: the mex, over every cell that may be
# reclaimed in it, of the xor of the two runs the move leaves. The search of the game file's own
# moves on every declared position checks this cut into runs. True when the city to move wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)
_OTHER = {"L": "R", "R": "L"}


@lru_cache(maxsize=None)
def _run(length, left, right):
    """The Grundy value of `length` '.' rows between the letters left and right ('' the edge)."""
    seen = set()
    for j in range(length):
        for mine in "LR":
            if j == 0 and left == _OTHER[mine]:
                continue
            if j == length - 1 and right == _OTHER[mine]:
                continue
            seen.add(_run(j, left, mine) ^ _run(length - 1 - j, mine, right))
    value = 0
    while value in seen:
        value += 1
    return value


def valid(rows):
    return len(rows) >= 1 and set(rows) <= set(".LR") and "LR" not in rows and "RL" not in rows


def truth(rows):
    for k in range(len(rows) + 1):                 # warm the table from short runs up
        for a in ("", "L", "R"):
            for b in ("", "L", "R"):
                _run(k, a, b)
    total, i, n = 0, 0, len(rows)
    while i < n:
        if rows[i] != ".":
            i += 1
            continue
        j = i
        while j < n and rows[j] == ".":
            j += 1
        total ^= _run(j - i, rows[i - 1] if i > 0 else "", rows[j] if j < n else "")
        i = j
    return total != 0
