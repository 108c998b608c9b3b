# Fruit Game (Baekjoon 19406): apples (A), bananas (B) and one coconut (C) lie in a row. Apfelmann
# and Bananenfrau move in turn, Apfelmann first. A fruit is tasty when no other fruit lies between
# it and the coconut (so at most the fruit just left and the fruit just right of the coconut). On
# his turn Apfelmann must eat a tasty apple; with no tasty apple he skips his turn. Bananenfrau
# likewise with a tasty banana. The player who eats all of his or her fruit before the other does
# wins. The result: whether Apfelmann, the first player, wins. A position: the row as a string
# over "ABC" with exactly one C, at least one A and at least one B; lengths 3..9 declared here
# (the statement allows a total input length of 10^6). A state: (the row left, whose turn it is:
# 0 for Apfelmann, 1 for Bananenfrau); a state where the player who just moved has no fruit left
# has no move (that player has won).
positions = string("ABC", length=range(3, 10)).where(
    lambda s: s.count("C") == 1 and "A" in s and "B" in s)
result = "win"


def start(row):
    return (row, 0)


def moves(state):
    row, turn = state
    mine, theirs = ("A", "B") if turn == 0 else ("B", "A")
    if theirs not in row:             # the other player has just eaten the last of theirs
        return []
    c = row.index("C")
    options = set()
    if c > 0 and row[c - 1] == mine:
        options.add((row[:c - 1] + row[c:], 1 - turn))
    if c + 1 < len(row) and row[c + 1] == mine:
        options.add((row[:c + 1] + row[c + 2:], 1 - turn))
    if not options:
        options.add((row, 1 - turn))  # no tasty fruit: the turn is skipped
    return sorted(options)


def canonical(state):
    return state
