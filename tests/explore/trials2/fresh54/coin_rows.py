# A Simple Game (CodeChef SIMGAM, November Challenge 2019): N rows of coins, row i holding C_i
# coins with values A_{i,1}, ..., A_{i,C_i} (all >= 1). Chef and Ramsay move alternately, Chef
# first. In a turn the player chooses a row that still has coins and takes one coin of it: Chef
# only the first (leftmost) coin left in the chosen row, Ramsay only the last (rightmost). The
# game ends when no coin is left. Each player maximises the sum of the values of the coins he
# took. The answer: the most money Chef can earn. A position: the rows written one after another
# in one sequence, each separated from the next by a 0 (a coin is worth >= 1, so 0 is free: no
# 0 at either end, no two 0s together), sequences of length 1..7 over 0..3 declared here (the
# statement allows N <= 10^4 rows of C_i <= 10 coins of value <= 10^5). A state: (the rows left,
# each a tuple of its coins, empty rows dropped, sorted; whose turn: 0 Chef, 1 Ramsay). A
# score game where each player maximises his own total; the value: Chef's total.
positions = sequence(values=range(0, 4), length=range(1, 8)).where(
    lambda a: a[0] != 0 and a[-1] != 0 and all(a[i] or a[i + 1] for i in range(len(a) - 1)))
result = "score"
score = "own"


def start(a):
    rows, row = [], []
    for v in a:
        if v == 0:
            rows.append(tuple(row))
            row = []
        else:
            row.append(v)
    rows.append(tuple(row))
    return (tuple(sorted(rows)), 0)


def moves(state):
    rows, side = state
    options = set()
    for i, row in enumerate(rows):
        coin, rest = (row[0], row[1:]) if side == 0 else (row[-1], row[:-1])
        left = rows[:i] + ((rest,) if rest else ()) + rows[i + 1:]
        options.add(((tuple(sorted(left)), 1 - side), coin))
    return sorted(options)


def canonical(state):
    return state
