# Benchmark game (a string): coins in a row, 1 = heads. A move turns a head to tails and may
# also turn over the coin just left of it (a coin-turning game).
positions = string("01", length=range(1, 15))


def moves(row):
    for i, c in enumerate(row):
        if c == "1":
            yield row[:i] + "0" + row[i + 1:]
            if i > 0:
                yield row[:i - 1] + ("1" if row[i - 1] == "0" else "0") + "0" + row[i + 1:]
