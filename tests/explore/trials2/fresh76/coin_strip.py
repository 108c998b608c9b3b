# Coin game (e-olymp 1446, "Monet oyunu"; read in the judge's Azerbaijani text): a horizontal
# strip of N square cells, some holding a coin. Dmitry and Ivan move in turn, Dmitry first. In a
# move the player chooses any coin that has at least one empty cell somewhere to its right,
# moves it to one of the empty cells to its right, and moves every coin lying between the
# chosen coin's old and new cells one cell to the left. The player who cannot move (every coin
# is packed against the right end of the strip) loses; the one who made the last move wins.
# Both play optimally. The result: whether Dmitry, the first player, wins (the answer "DMITRY").
# A position: the strip as the input writes it, 'C' a coin and '.' an empty cell, with at
# least one of each; lengths 2..12 declared here (the statement allows 2..100 cells).
positions = string(".C", length=range(2, 13)).where(lambda s: "C" in s and "." in s)
result = "win"


def moves(strip):
    options = set()
    n = len(strip)
    for i in range(n):
        if strip[i] != "C":
            continue
        for j in range(i + 1, n):
            if strip[j] == ".":
                # the cells i+1..j-1 slide one to the left, then an empty cell, then the coin
                options.add(strip[:i] + strip[i + 1:j] + ".C" + strip[j + 1:])
    return sorted(options)
