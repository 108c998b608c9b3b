# Truth for HackerRank "Counter game": the one move played out by a plain search.
from oracle import win_search


def _moves(n):
    if n <= 1:
        return []
    powers = [1 << k for k in range(n.bit_length() + 1) if (1 << k) < n]
    if n in {1 << k for k in range(n.bit_length() + 1)}:
        return [n // 2]
    return [n - max(powers)]


_wins = win_search(_moves)


def truth(position):
    return _wins(position[0])
