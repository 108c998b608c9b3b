# Truth for HackerRank "Alice and Bob's Silly Game": the set itself, every prime in it.
from oracle import win_search


def _is_prime(v):
    return v > 1 and all(v % q for q in range(2, int(v ** 0.5) + 1))


def _moves(numbers):
    return [frozenset(v for v in numbers if v % p) for p in numbers if _is_prime(p)]


_wins = win_search(_moves)


def truth(position):
    return _wins(frozenset(range(1, position[0] + 1)))
