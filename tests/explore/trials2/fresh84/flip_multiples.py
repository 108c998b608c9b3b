# 数组游戏 (Luogu P3179, [HAOI2015]): an array of n cells, numbered 1..n, each white or black. The
# two players move in turn, 甲 first: the player to move chooses a white cell, say cell x, and a
# whole number k with 1 <= k <= n / x (rounded down), and turns over the colour of the cells x,
# 2x, .., kx (white to black, black to white). The player who cannot move loses. The result:
# whether 甲, moving first, wins (the answer Yes). A position: the array as a string, cell 1
# first, 'w' white and 'b' black; lengths 1..9 declared here (the statement gives n <= 10^9 and
# up to 100 white cells listed by their numbers, for each of up to 100 queries). A state: the
# string.
positions = string("bw", length=range(1, 10))
result = "win"


def moves(cells):
    n = len(cells)
    out = []
    for x in range(1, n + 1):
        if cells[x - 1] != "w":
            continue
        row = list(cells)
        for k in range(1, n // x + 1):
            i = k * x - 1
            row[i] = "b" if row[i] == "w" else "w"
            out.append("".join(row))
    return out
