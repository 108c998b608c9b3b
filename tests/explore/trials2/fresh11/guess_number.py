# Guess Number Higher or Lower II (LeetCode 375): I pick a number between 1 and n; you guess. A
# right guess ends the game; after a wrong guess x you pay x dollars and I tell you whether my
# number is higher or lower, and you guess again. How much money do you need to be sure to win,
# whatever number I pick? Written as a game of two players: you (the guesser, first) choose a
# guess in the interval of numbers still possible; I (the picker) answer "right", "higher" or
# "lower" as the interval allows, and every wrong guess x gives me x points. The value: your
# points minus mine, both playing best, that is minus the money you need.
positions = numbers(n=range(1, 61))
result = "score"


def start(position):
    (n,) = position
    return (1, n, 0)                  # the interval [1, n], the guesser to move (no guess yet)


def moves(state):
    lo, hi, guess = state
    if guess == 0:                    # the guesser chooses a guess
        for x in range(lo, hi + 1):
            yield ((lo, hi, x), 0)
        return
    x = guess                         # the picker answers
    yield ((0, -1, 0), 0)             # "right": the game ends (an empty interval)
    if x > lo:
        yield ((lo, x - 1, 0), x)     # "lower": the guesser paid x
    if x < hi:
        yield ((x + 1, hi, 0), x)     # "higher": the guesser paid x


def canonical(state):
    return state
