# Game of Stones (Codeforces 768E): piles of stones; a move removes some stones from one pile,
# but never the same number of stones from the same pile twice. Who cannot move loses.
positions = multiset(piles=range(1, 8), size=range(1, 4))


def start(piles):               # each pile carries the amounts already taken from it
    return tuple(sorted((a, ()) for a in piles))


def moves(state):
    for i, (a, used) in enumerate(state):
        for take in range(1, a + 1):
            if take not in used:
                rest = state[:i] + state[i + 1:]
                if a > take:
                    rest += ((a - take, tuple(sorted(used + (take,)))),)
                yield tuple(sorted(rest))


def canonical(state):
    return tuple(sorted(state))
