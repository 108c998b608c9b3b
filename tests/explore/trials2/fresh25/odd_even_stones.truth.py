# Truth for ZOJ 3964 (Yet Another Game of Stones): a memoised search (../oracle.py, win_search)
# over (the non-empty piles as sorted pairs (stones, b), whether Alice moves): Bob removes any
# positive number from one pile; Alice an odd number only where b = 1, an even number only where
# b = 2, any number where b = 0; who cannot move loses. True when Alice (first) wins.
from oracle import win_search


def _moves(state):
    piles, alice = state
    out = set()
    for i, (stones, b) in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        for take in range(1, stones + 1):
            if alice and b == 1 and take % 2 == 0:
                continue
            if alice and b == 2 and take % 2 == 1:
                continue
            left = ((stones - take, b),) if stones > take else ()
            out.add((tuple(sorted(rest + left)), not alice))
    return list(out)


_wins = win_search(_moves)


def valid(position):
    n = len(position) // 2
    return (len(position) >= 2 and len(position) % 2 == 0
            and all(x >= 1 for x in position[:n]) and all(0 <= x <= 2 for x in position[n:]))


def truth(position):
    n = len(position) // 2
    return _wins((tuple(sorted(zip(position[:n], position[n:]))), True))
