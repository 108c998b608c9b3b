# 01 Game (AtCoder ARC151 C): a row of cells, some holding 0 or 1, no two neighbours equal; a move
# writes 0 or 1 into an empty cell (.) keeping neighbours different. Who cannot move loses.
positions = string(".01", length=range(1, 8)).where(lambda s: "00" not in s and "11" not in s)
result = "grundy"


def moves(row):
    for i, c in enumerate(row):
        if c == ".":
            for d in "01":
                if (i == 0 or row[i - 1] != d) and (i + 1 == len(row) or row[i + 1] != d):
                    yield row[:i] + d + row[i + 1:]
