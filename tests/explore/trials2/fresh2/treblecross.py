# Treblecross (UVa 10561): a row of cells, some holding an X. A move puts an X in an empty cell;
# the player who makes three X in a row (consecutive cells) wins.
positions = string(".X", length=range(3, 12)).where(lambda s: "XXX" not in s)


def moves(s):
    if "XXX" in s:                    # the last player made three in a row: the game is over
        return
    for i, c in enumerate(s):
        if c == ".":
            yield s[:i] + "X" + s[i + 1:]
