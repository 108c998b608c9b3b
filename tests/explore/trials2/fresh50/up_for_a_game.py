# Up for a Game (CodeChef CLGAME, COLE 2019): a stack of N discs, each with a distinct
# non-negative integer written on it (the input lists them from the top). Chef and Garry move in
# turn, Chef first. Before the game they agree on a set S of K distinct positive integers that
# contains 1; in a move the player picks a value x of S and pops exactly x discs from the top of
# the stack (so x must be at most the number of discs left). The game ends when no disc is left.
# Popping the disc with p written on it adds 2^p to the player's score; the higher score wins,
# equal scores are a draw. The answer: "Chef", "Garry" or "Draw", both playing optimally. Here S
# is {1, x, y} with the parameters x and y (defaults 2 and 1: S = {1, 2}, the sample's set; the
# statement allows K up to 100). A position: the discs from the top down, 1..6 distinct numbers of
# 0..5 declared here (the statement allows N up to 10^5 and numbers up to 10^9). A state: (the
# discs left, top first; the score of the player to move minus the other's). Decided at its end
# through winner(): with no disc left no move is left, and the player to move there wins if her
# score is larger, loses if smaller, and it is a draw if they are equal. The result: W if Chef,
# the first player, wins, L if Garry wins, D for a draw.
x = param("x", 2)
y = param("y", 1)
assert x >= 1 and y >= 1, "the values of S are positive"
S = sorted({1, x, y})
positions = sequence(values=range(0, 6), length=range(1, 7)).where(lambda a: len(set(a)) == len(a))
result = "outcome"


def start(discs):
    return (tuple(discs), 0)


def moves(state):
    discs, lead = state
    for take in S:
        if take <= len(discs):
            gained = sum(2 ** p for p in discs[:take])
            yield (discs[take:], -(lead + gained))      # the other player moves next


def winner(state):
    discs, lead = state                                # no disc left: the game is over
    if lead > 0:
        return "mover"
    if lead < 0:
        return "last"
    return "draw"


def canonical(state):
    return state
