# Truth for Codeforces 63E (Sweets Game): a memoised search over the chocolates as a 19-bit
# mask; a move clears a run of consecutive full cells on one of the 15 lines of the hexagon
# (5 rows and 5 lines in each of the two slanted directions); who cannot move loses. True when
# Karlsson (first) wins.
import sys

sys.setrecursionlimit(10000)


def _cells():
    out = []
    for r in range(-2, 3):
        for q in range(max(-2, -2 - r), min(2, 2 - r) + 1):
            out.append((q, r))
    return out


_CELLS = _cells()
_INDEX = {c: i for i, c in enumerate(_CELLS)}
_RUNS = set()
for dq, dr in ((1, 0), (0, 1), (1, -1)):       # the three directions of the hexagon's sides
    for c in _CELLS:
        mask, (q, r) = 0, c
        while (q, r) in _INDEX:
            mask |= 1 << _INDEX[(q, r)]
            _RUNS.add(mask)
            q, r = q + dq, r + dr
_RUNS = sorted(_RUNS)
_memo = {0: False}


def _wins(mask):
    if mask not in _memo:
        _memo[mask] = any(mask & run == run and not _wins(mask ^ run) for run in _RUNS)
    return _memo[mask]


def valid(box):
    return len(box) == 19 and set(box) <= {".", "O"}


def truth(box):
    return _wins(sum(1 << i for i, ch in enumerate(box) if ch == "O"))
