# Truth for HackerRank "Zero-Move Nim": piles as (items, zero-move unused) pairs, every move.
from oracle import win_search


def _moves(state):
    out = []
    for i, (a, unused) in enumerate(state):
        rest = list(state[:i] + state[i + 1:])
        for take in range(1, a + 1):
            out.append(tuple(sorted(rest + [(a - take, unused)])))
        if unused and a > 0:
            out.append(tuple(sorted(rest + [(a, False)])))
    return out


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(sorted((a, True) for a in position)))
