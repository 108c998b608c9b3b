# Game with Integers (Codeforces 1899A): an integer n is written down. In turn, Vanya first, a
# player adds 1 to it or subtracts 1 from it. Vanya wins as soon as the integer is divisible by 3
# right after one of HIS moves; when 10 moves have been made and Vanya has not won, Vova wins.
# The result: whether Vanya, the first player, wins.
positions = numbers(n=range(1, 61))


def start(position):
    (n,) = position
    return (n, 0)                     # the integer, the number of moves made so far


def moves(state):
    n, made = state
    if made % 2 == 1 and n % 3 == 0:  # Vanya has just made it a multiple of 3: Vova, to move, lost
        return
    if made == 10:                    # ten moves made, Vanya (to move) has not won: he lost
        return
    yield (n + 1, made + 1)
    yield (n - 1, made + 1)


def canonical(state):
    return state
