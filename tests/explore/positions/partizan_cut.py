# A partizan test game: a row of L/R stones; Left removes an L stone and every stone to its
# right, Right an R stone likewise (Blue-Red Hackenbush on a stalk).
positions = string("LR", length=range(0, 6))
result = "partizan"


def left_moves(s):
    return [s[:i] for i, c in enumerate(s) if c == "L"]


def right_moves(s):
    return [s[:i] for i, c in enumerate(s) if c == "R"]
