# Truth for Codeforces 1839E (Decreasing Game): a plain memoised search over (the positive values
# left, sorted; the value the first player picked this round, or 0 before the pick). The first
# player picks a positive value (none: the first player loses), the second player another one
# (none: the second player loses), both drop by the smaller. True when the first player wins.
from oracle import win_search


def _moves(state):
    values, picked = state
    out = []
    for idx, v in enumerate(values):
        if idx and values[idx - 1] == v:
            continue
        rest = values[:idx] + values[idx + 1:]
        if picked == 0:
            out.append((rest, v))
        else:
            d = min(picked, v)
            out.append((tuple(sorted(rest + tuple(x for x in (picked - d, v - d) if x > 0))), 0))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    return _wins((tuple(sorted(position)), 0))
