# Очень простая игра / A very simple game (CATS, imcs.dvfu.ru: the training contest
# "Математические игры (Петров Н.Н)", problem A): n whole numbers are written on the board in a
# row. The players in turn put a plus or a minus sign into one of the empty places between them
# (any empty place). When every place is filled, the result is computed: if it is odd the first
# player wins, if it is even the second player wins. The result: whether the first player wins
# ("First"). A position: the numbers, lengths 2..5 over 1..4 declared here (the statement allows
# 2 <= n <= 100 and 1 <= a_i <= 10^18). A state: (the numbers, the signs written so far as a
# string over ".+-", "." for an empty place). The game is decided at its end through winner():
# the player to move there is the first player when an even number of signs was written.
positions = sequence(values=range(1, 5), length=range(2, 6))
result = "win"


def start(numbers):
    return (tuple(numbers), "." * (len(numbers) - 1))


def moves(state):
    numbers, signs = state
    for i, s in enumerate(signs):
        if s == ".":
            for sign in "+-":
                yield (numbers, signs[:i] + sign + signs[i + 1:])


def winner(state):
    numbers, signs = state
    value = numbers[0]
    for sign, x in zip(signs, numbers[1:]):
        value = value + x if sign == "+" else value - x
    first_wins = value % 2 == 1
    first_to_move = len(signs) % 2 == 0           # every place is filled: len(signs) moves made
    return "mover" if first_wins == first_to_move else "last"


def canonical(state):
    return state
