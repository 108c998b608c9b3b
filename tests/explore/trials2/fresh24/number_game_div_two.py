# TheNumberGameDivTwo (Topcoder SRM 575, Division II Level Two): a positive integer n. In turn, John
# first, a player chooses a divisor d of the current number C with 1 < d < C and replaces C by
# C - d. The player who cannot move loses. A position: n. The result: whether John, the first
# player, wins.
positions = numbers(n=range(1, 201))
result = "win"


def start(position):
    (n,) = position
    return n


def moves(c):
    for d in range(2, c):
        if c % d == 0:
            yield c - d


def canonical(state):
    return state
