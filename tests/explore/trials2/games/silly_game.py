# Alice and Bob's Silly Game (HackerRank): the set {1, 2, ..., n}; Alice moves first. A move
# picks a prime p still in the set and removes p and all its multiples from the set. Who
# cannot move loses.
positions = numbers(n=range(1, 31))


def start(position):
    (n,) = position
    return tuple(range(1, n + 1))


def moves(state):
    for p in state:
        if p > 1 and all(p % q for q in range(2, p)):
            yield tuple(v for v in state if v % p)


def canonical(state):
    return state
