# Colouring Game (Codeforces 1704F): a row of n >= 2 cells, each red (R) or blue (B). In turn, Alice
# first, a player chooses two neighbouring cells and paints both white: Alice's pair must hold at
# least one red cell, Bob's at least one blue cell (the other cell may be of any colour, white
# too). The player who cannot move loses. The result: whether Alice, the first player, wins.
positions = string("RB", length=range(2, 11))


def start(row):
    return (row, True)                # the cells ('W' once painted), Alice to move


def moves(state):
    row, alice = state
    need = "R" if alice else "B"
    for i in range(len(row) - 1):
        if need in row[i:i + 2]:
            yield (row[:i] + "WW" + row[i + 2:], not alice)


def canonical(state):
    return state
