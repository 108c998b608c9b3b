# Permutation Game (Codeforces 1033C), one starting cell: cells 1 .. n in a row hold distinct
# numbers a_1 .. a_n (the problem: a permutation of 1 .. n; here any distinct positive numbers),
# and a token stands on cell 1. In turn, Alice first, a player moves the token from its cell i
# to a cell j with a_j > a_i and |i - j| a multiple of a_i. The player who cannot move loses.
# (The problem asks for every starting cell; here the token starts on the first.) A position:
# (a_1, ..., a_n). A state: the numbers and the token's cell. The result: whether Alice, the
# first player, wins.
positions = sequence(values=range(1, 8), length=range(1, 7)).where(lambda a: len(set(a)) == len(a))
result = "win"


def start(cells):
    return (tuple(cells), 0)


def moves(state):
    cells, i = state
    for j in range(len(cells)):
        if cells[j] > cells[i] and abs(i - j) % cells[i] == 0:
            yield (cells, j)


def canonical(state):
    return state
