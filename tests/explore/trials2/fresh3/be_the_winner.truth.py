# Truth for HDU 2509: misere play as normal play with one extra step (no apple left: one move to
# an end state without moves, so the player who faces no apple wins).
from oracle import win_search

_END = "end"


def _moves(rows):
    if rows == _END:
        return []
    if not rows:
        return [_END]
    out = set()
    for i, a in enumerate(rows):
        rest = rows[:i] + rows[i + 1:]
        for left in range(a):
            for take in range(1, a - left + 1):
                right = a - left - take
                out.add(tuple(sorted(rest + tuple(x for x in (left, right) if x > 0))))
    return out


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(sorted(a for a in position if a > 0)))
