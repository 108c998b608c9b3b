# Zero-Move Nim (HackerRank): Nim, plus a zero-move: on a non-empty pile a player may remove 0
# items and have it count as a move, at most once per pile (by either player). Who cannot move
# loses.
positions = multiset(piles=range(1, 7), size=range(1, 5))


def start(piles):
    return tuple(sorted((a, 1) for a in piles))       # (items, zero-move still allowed)


def moves(state):
    for i, (a, z) in enumerate(state):
        if i > 0 and state[i - 1] == (a, z):
            continue
        rest = state[:i] + state[i + 1:]
        for left in range(a):
            yield tuple(sorted(rest + ((left, z),))) if left > 0 else rest
        if z:
            yield tuple(sorted(rest + ((a, 0),)))


def canonical(state):
    return state
