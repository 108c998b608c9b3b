# Truth for UVa 11892: the state is the piles not under constraint (sorted) and the pile the
# mover is bound to (0 when free); every take searched, normal play (no stone: the mover lost).
from oracle import win_search


def _moves(state):
    free, bound = state
    out = []
    if bound:
        for k in range(1, bound + 1):
            out.append((free, bound - k) if k < bound else (free, 0))
        return out
    for j in set(range(len(free))):
        a = free[j]
        others = free[:j] + free[j + 1:]
        for k in range(1, a + 1):
            out.append((others, a - k))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and min(position) >= 1


def truth(position):
    return _wins((tuple(sorted(position)), 0))
