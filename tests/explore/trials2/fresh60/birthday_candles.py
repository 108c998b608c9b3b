# Pishty and birthday (CodeChef PSHTBRTH): a cake is a 4 x 4 matrix, each cell holding at most one
# candle (1: a burning candle, 0: none). Pishty and Lotsy alternate, Pishty first. A move picks
# a cake with burning candles, chooses a rectangle (a submatrix) whose every cell has a burning
# candle, and extinguishes all of them. A player who cannot move loses. The statement asks the
# winner for the cakes of a range L..R under updates; here one cake (a query with L = R). The
# result: whether Pishty, the first player, wins. A position: the cake as one string of 16
# letters over '01', its four rows one after another (the input writes each cake as four lines
# of four characters); declared here: the cakes with at most 6 burning candles (14,893 of the
# 65,536), every cake in `[larger]`. A state: the same 16 letters, the extinguished cells '0'.
positions = string("01", length=range(16, 17)).where(lambda s: s.count("1") <= 6)
result = "win"

RECTANGLES = [[4 * r + c for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]
              for r0 in range(4) for r1 in range(r0, 4)
              for c0 in range(4) for c1 in range(c0, 4)]


def moves(cake):
    options = set()
    for cells in RECTANGLES:
        if all(cake[i] == "1" for i in cells):
            left = list(cake)
            for i in cells:
                left[i] = "0"
            options.add("".join(left))
    return sorted(options)
