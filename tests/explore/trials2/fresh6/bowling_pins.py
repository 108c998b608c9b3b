# Bowling Pins (HackerRank, Game Theory): a row of pins, each standing (I) or already knocked
# down (X). In turn, a player knocks down either one standing pin or two standing pins that are
# next to each other in the row. The player who cannot move (no pin standing) loses.
positions = string("IX", length=range(1, 12))


def moves(row):
    for i, c in enumerate(row):
        if c == "I":
            yield row[:i] + "X" + row[i + 1:]
            if i + 1 < len(row) and row[i + 1] == "I":
                yield row[:i] + "XX" + row[i + 2:]
