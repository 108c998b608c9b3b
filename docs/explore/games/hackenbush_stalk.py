# Blue-Red Hackenbush on one stalk, a partizan game: a row of L and R edges from the ground;
# Left cuts an L edge, Right an R edge, and every edge above the cut falls with it.
positions = string("LR", length=range(0, 6))
result = "partizan"


def left_moves(s):
    return [s[:i] for i, c in enumerate(s) if c == "L"]


def right_moves(s):
    return [s[:i] for i, c in enumerate(s) if c == "R"]
