# Random Game (CodeChef RANDGAME, Cook-Off 105, interactive): a number N >= 1. Rick and Morty
# move in turn, Rick first. In a move, if N is even the player must divide N by 2; if N is odd
# the player must either increase or decrease N by 1. The player who makes N equal to 0 wins.
# The contestant plays for Rick: first says whether Rick can win ("Win" or "Lose"), then plays
# and wins; here the question is only who wins, not the interaction. A position: N, 1..199
# declared here (the statement allows N <= 10^18). A state: the number N. At N = 0 the game is
# over: the player to move there has no move and has lost. Play can go round (1 -> 2 -> 1), so
# the result is W, L or D for the player to move (D if play went on for ever). The result: W if
# Rick, the first player, wins.
positions = numbers(n=range(1, 200))
result = "outcome"


def moves(state):
    (n,) = state
    if n == 0:
        return []                          # the last move made N zero: the game is over
    if n % 2 == 0:
        return [(n // 2,)]
    return [(n - 1,), (n + 1,)]
