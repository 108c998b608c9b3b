# Four Imps (Timus 1924): the numbers 1, 2, ..., n are written in a row. The black team and the
# grimy team take turns, the black team first, each turn writing a + or a - into the next empty
# gap between two neighbouring numbers (from the left; written from memory: the order of the
# gaps is an assumption here). When every gap is filled the expression is evaluated: the black
# team wins if the result is even, the grimy team if it is odd. A position: n. A state: the
# signs written so far (how many) and the value of the expression up to there. The result:
# whether the black team, the first player, wins.
positions = numbers(n=range(1, 41))
result = "win"


def start(position):
    (n,) = position
    return (n, 1, 1)            # n, the numbers used so far (1), the value so far


def moves(state):
    n, used, value = state
    if used < n:
        yield (n, used + 1, value + used + 1)
        yield (n, used + 1, value - used - 1)


def winner(state):
    n, used, value = state
    mover_is_black = (used - 1) % 2 == 0              # used - 1 signs written so far
    black_wins = value % 2 == 0
    return "mover" if mover_is_black == black_wins else "last"


def canonical(state):
    return state
