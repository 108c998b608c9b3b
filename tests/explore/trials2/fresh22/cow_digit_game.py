# Cow Digit Game (USACO 2009 Open Silver, problem 3): a number N >= 1. In turn, Bessie first, a
# player subtracts from the current number either its largest digit or its smallest non-zero digit
# (in decimal). The player who brings the number to 0 wins (the player facing 0 has lost). A
# position: N. The result: whether Bessie, the first player, wins.
positions = numbers(n=range(1, 301))
result = "win"


def start(position):
    (n,) = position
    return n


def moves(n):
    digits = {int(c) for c in str(n) if c != "0"}
    if not digits:
        return
    for d in {max(digits), min(digits)}:
        yield n - d


def canonical(state):
    return state
