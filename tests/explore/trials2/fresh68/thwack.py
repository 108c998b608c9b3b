# Thwack! (Baekjoon 30555): a row of cells, each holding a black stone (B), a white stone (W) or
# nothing (.). Two players move in turn. A move chooses two adjacent stones of opposite colours
# and one of them captures the other: it moves onto the other's cell, which it takes, and leaves
# its own cell empty. A player with no move (no two adjacent stones of different colours) loses.
# The statement asks for every winning opening move; the result here: whether the first player
# wins (that list is not empty). A position: the row as a string over "BW."; lengths 1..8
# declared here (the statement allows N <= 100).
positions = string("BW.", length=range(1, 9))
result = "win"


def moves(row):
    options = set()
    for i in range(len(row) - 1):
        a, b = row[i], row[i + 1]
        if a != "." and b != "." and a != b:
            options.add(row[:i] + "." + a + row[i + 2:])     # the stone at i takes i + 1
            options.add(row[:i] + b + "." + row[i + 2:])     # the stone at i + 1 takes i
    return sorted(options)
