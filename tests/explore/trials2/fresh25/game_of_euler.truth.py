# Truth for UVa 10536 (Game of Euler): a memoised search over the pins as a bit mask (one table
# per number of rows); a move removes 1, 2 or 3 pins in consecutive cells of one row or one
# column; a board without pins is won by the player to move (the other removed the last pin).
# True when the first player wins.
import sys

sys.setrecursionlimit(100000)
_W = 4
_tables = {}


def _runs(rows):
    out = []
    for r in range(rows):
        for c in range(_W):
            for k in (1, 2, 3):
                if c + k <= _W:
                    out.append(sum(1 << (r * _W + c + t) for t in range(k)))
                if k > 1 and r + k <= rows:
                    out.append(sum(1 << ((r + t) * _W + c) for t in range(k)))
    return out


def _solve(rows):
    runs = _runs(rows)
    memo = {}

    def wins(mask):
        if mask in memo:
            return memo[mask]
        if mask == 0:
            memo[mask] = True
            return True
        result = False
        for run in runs:
            if mask & run == run and not wins(mask ^ run):
                result = True
                break
        memo[mask] = result
        return result
    return wins


def valid(position):
    return len(position) >= 4 and len(position) % 4 == 0 and set(position) <= {"0", "1"}


def truth(position):
    rows = len(position) // _W
    if rows not in _tables:
        _tables[rows] = _solve(rows)
    mask = sum(1 << i for i, ch in enumerate(position) if ch == "1")
    return _tables[rows](mask)
