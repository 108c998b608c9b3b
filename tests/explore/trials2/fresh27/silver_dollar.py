# The Silver Dollar Game (Project Euler 344, a variant of de Bruijn's game): a strip of squares,
# numbered 1, 2, ... from the left, some holding a coin, at most one a square; one coin is the
# silver dollar, the only one worth anything. In turn a player either moves one coin one or more
# squares to the left, never off the strip and never onto or over another coin, or pockets the
# leftmost coin of the strip (the only move when no coin can slide). The player who pockets the
# silver dollar wins. (The problem counts the winning positions of a size; here the question is
# who wins one position.) A position: the strip, one string, '.' an empty square, 'c' a coin, 'S'
# the silver dollar (exactly one). A state: the same, '' once the silver dollar is pocketed. The
# result: whether the first player wins.
positions = string(".cS", length=range(1, 9)).where(lambda s: s.count("S") == 1)
result = "win"


def moves(strip):
    if "S" not in strip:
        return                                # the silver dollar was pocketed: the game is over
    for i, ch in enumerate(strip):
        if ch != ".":
            j = i - 1
            while j >= 0 and strip[j] == ".":
                yield strip[:j] + ch + strip[j + 1:i] + "." + strip[i + 1:]
                j -= 1
    first = min(i for i, ch in enumerate(strip) if ch != ".")
    if strip[first] == "S":
        yield ""
    else:
        yield strip[:first] + "." + strip[first + 1:]
