# Devu and Churu (CodeChef DCGAME): an array A of N positive integers. All N (N + 1) / 2
# non-empty contiguous subarrays of A are listed on a piece of paper, and each is replaced by its
# maximum element. Devu and Churu then move in turn; in a turn the player picks one number of the
# list and discards it. A game has a constraint, one of three types: "> K" (only numbers strictly
# greater than K may be chosen), "< K" (only numbers strictly less than K) or "= K" (only numbers
# equal to K). The player who cannot make a valid move loses. The problem gives M independent
# games (each on a fresh list), each with its constraint and the player who starts, and prints
# the winner of each; here one game, and whether the player who starts wins (the starter's name,
# D or C, only names the answer). A position: the array A, lengths 1..6 of values 1..5 declared
# here (the statement allows N <= 10^6 and A_i <= 10^9). The constraint is two parameters:
# `op` (1 for "> K", 2 for "< K", 3 for "= K") and `k` (K >= 1). A state: the numbers left on the
# paper, sorted (a multiset). The result: whether the player who moves first wins.
op = param("op", 1)
k = param("k", 2)
assert op in (1, 2, 3) and k >= 1, "the rules ask for a constraint >, < or = and K >= 1"
positions = sequence(values=range(1, 6), length=range(1, 7))
result = "win"


def _allowed(v):
    if op == 1:
        return v > k
    if op == 2:
        return v < k
    return v == k


def start(a):
    n = len(a)
    return tuple(sorted(max(a[i:j]) for i in range(n) for j in range(i + 1, n + 1)))


def moves(paper):
    options = set()
    for i, v in enumerate(paper):
        if _allowed(v):
            options.add(paper[:i] + paper[i + 1:])     # discard this number
    return sorted(options)


def canonical(paper):
    return paper
