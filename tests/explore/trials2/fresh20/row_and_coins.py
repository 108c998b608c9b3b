# RowAndCoins (Topcoder SRM 522): a row of cells, each holding a coin marked A or B. In turn,
# Alice first, a player covers one or more consecutive cells that are all uncovered, leaving at
# least one cell uncovered. When exactly one cell is uncovered the game ends: Alice wins if its
# coin is A, Bob if it is B. A position: the row as a string over `AB` (at least 2 cells). A
# state: the row with covered cells written '.', and whether Alice is to move. The result:
# whether Alice, the first player, wins.
positions = string("AB", length=range(2, 11))
result = "win"


def start(row):
    return (row, True)


def moves(state):
    row, alice = state
    left = len(row) - row.count(".")
    if left <= 1:
        return
    n = len(row)
    for i in range(n):
        if row[i] == ".":
            continue
        j = i
        while j < n and row[j] != ".":
            if j - i + 1 < left:
                yield (row[:i] + "." * (j - i + 1) + row[j + 1:], not alice)
            j += 1


def winner(state):
    row, alice = state                # one cell left uncovered
    alice_wins = row.replace(".", "") == "A"
    return "mover" if alice_wins == alice else "last"


def canonical(state):
    return state
