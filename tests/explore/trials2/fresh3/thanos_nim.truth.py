# Truth for Codeforces 1147C: every choice of n/2 non-empty piles and every new (smaller) size of
# each, searched; empty piles stay in the state (n is fixed).
from itertools import combinations, product
from oracle import win_search


def _moves(piles):
    n = len(piles)
    alive = [i for i, a in enumerate(piles) if a > 0]
    seen = set()
    for chosen in combinations(alive, n // 2):
        for new in product(*[range(piles[i]) for i in chosen]):
            after = list(piles)
            for i, v in zip(chosen, new):
                after[i] = v
            state = tuple(sorted(after))
            if state not in seen:
                seen.add(state)
                yield state


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0


def truth(position):
    return _wins(tuple(sorted(position)))
