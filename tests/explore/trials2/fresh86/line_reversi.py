# 1D Reversi Builder (AtCoder ARC 109 E), the game on one painted board: a row of n squares,
# numbered 1..n from the left, each painted black or white, and a marked square s. A stone of
# the colour of square s stands on it at the start. Kuro and Shiro take turns, Kuro first; a
# turn chooses an empty square i next to a square holding a stone, puts on it a stone of square
# i's own colour, and then, if some square other than i holds a stone of that colour, takes the
# nearest such square j and turns every stone between i and j to that colour. The game ends
# when every square holds a stone. Kuro wants as many black stones as possible at the end,
# Shiro as many white ones. The problem paints the squares at random and asks the expected
# number of black stones for every s; here the painting is given (no chance: it is the
# position) and s is the parameter. The value, from Kuro's side (he moves first): black stones
# minus white stones at the end (the number of black stones is (n + value) / 2). A position:
# the painting as a string over 'b' (black) and 'w' (white), of length 1..10 declared here and
# at least s (the statement allows n <= 2*10^5). A state: (the painting, the stones as a
# string, '.' for none, whose turn: 0 Kuro, 1 Shiro). A turn scores nothing; final() pays the
# player to move at the end that player's colour count minus the other's.
s = param("s", 2)
assert s >= 1, "the squares are numbered from 1"
positions = string("bw", length=range(1, 11)).where(lambda paint: len(paint) >= s)
result = "score"


def start(paint):
    stones = "." * (s - 1) + paint[s - 1] + "." * (len(paint) - s)
    return (paint, stones, 0)


def moves(state):
    paint, stones, turn = state
    n = len(stones)
    out = []
    for i in range(n):
        if stones[i] != ".":
            continue
        if not ((i > 0 and stones[i - 1] != ".") or (i + 1 < n and stones[i + 1] != ".")):
            continue
        colour = paint[i]
        after = list(stones)
        after[i] = colour
        # the stones always fill one run of squares, so the other stones all lie on one side of
        # i and the nearest one of the colour is unique
        same = [j for j in range(n) if j != i and after[j] == colour]
        if same:
            j = min(same, key=lambda j: abs(j - i))
            for k in range(min(i, j) + 1, max(i, j)):
                after[k] = colour
        out.append(((paint, "".join(after), 1 - turn), 0))
    return out


def final(state):
    paint, stones, turn = state
    black, white = stones.count("b"), stones.count("w")
    return black - white if turn == 0 else white - black


def canonical(state):
    return state
