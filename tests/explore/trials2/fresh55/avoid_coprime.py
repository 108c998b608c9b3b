# Avoid Coprime Game (AtCoder ARC 155 D): N integers A_1..A_N on a blackboard, each >= 2, their
# gcd 1. An integer G starts at 0 (gcd(0, y) = y). Takahashi and Aoki take turns, Takahashi
# first: choose a number a on the board with gcd(G, a) != 1, erase it, and replace G by gcd(G, a).
# The first player unable to play loses. The problem asks, for each i, who wins when Takahashi's
# first choice is the i-th integer; here: who wins the whole game, Takahashi choosing freely
# (he wins iff one of those N answers is Takahashi). A position: the board as a multiset, 2..5
# numbers of 2..10 declared here, kept by a filter to the statement's guarantee (gcd 1; the
# statement allows N <= 2 * 10^5 and A_i <= 2 * 10^5). A state: (G, the numbers left, sorted).
# The result: whether Takahashi, the first player, wins.
from math import gcd
from functools import reduce

positions = multiset(piles=range(2, 11), size=range(2, 6)).where(lambda a: reduce(gcd, a) == 1)
result = "win"


def start(board):
    return (0, tuple(board))


def moves(state):
    g, board = state
    options = set()
    for i, a in enumerate(board):
        if gcd(g, a) != 1:
            options.add((gcd(g, a), board[:i] + board[i + 1:]))
    return sorted(options)


def canonical(state):
    return state
