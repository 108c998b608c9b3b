# EllysCandyGame (Topcoder; the SRM not confirmed): boxes in a row, box i holding sweets[i]
# candies (possibly 0). Starting with Elly, Elly and Kris move in turn: the player chooses a
# non-empty box and takes all its candies; then the candies in the neighbouring boxes (the boxes
# just left and right of it in the row, empty or not) are doubled. The game ends when every box is
# empty; the girl with more candies wins, and equal totals are a draw. Playing optimally: a girl
# wins if she can, else draws if she can. The answer: "Elly", "Kris" or "Draw". A position: the
# row, 1..5 boxes of 0..3 candies declared here (the statement allows 10 boxes of up to 1000). A
# state: (the row, the candies of the player to move minus those of the other). Decided at its
# end through winner(): with every box empty no move is left, and the player to move there wins
# if her total is larger, loses if it is smaller, and it is a draw if they are equal (a row of
# empty boxes is a draw at once). The result: W if Elly, the first player, wins, L if Kris wins,
# D for a draw.
positions = sequence(values=range(0, 4), length=range(1, 6))
result = "outcome"


def start(row):
    return (tuple(row), 0)


def moves(state):
    row, lead = state
    for i, c in enumerate(row):
        if c == 0:
            continue
        after = list(row)
        after[i] = 0
        if i > 0:
            after[i - 1] *= 2
        if i + 1 < len(row):
            after[i + 1] *= 2
        yield (tuple(after), -(lead + c))      # the other girl moves next


def winner(state):
    row, lead = state                          # every box is empty: the game is over
    if lead > 0:
        return "mover"
    if lead < 0:
        return "last"
    return "draw"


def canonical(state):
    return state
