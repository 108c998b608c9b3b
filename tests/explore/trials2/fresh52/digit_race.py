# Игра (Baekjoon Online Judge 20484, a Russian school olympiad problem): the jury gives a large
# integer n. Two players move in turn. The first player's first move writes one digit on a
# special field, and that first digit may not be zero; every later move appends an arbitrary
# digit (0..9) on the right of the number already written. The player after whose move the
# written number is greater than or equal to n wins. The answer: "First" if the first player
# wins with optimal play, "Second" otherwise. A position: (n,), n = 1..1000 declared here (the
# statement allows 1 <= n <= 10^100000, written without leading zeros). A state: (n, x), x the
# number written so far, 0 before the first move (no written number is 0: the first digit is
# not zero). A state with x >= n has no move: the player who made the last move wrote a number
# >= n and has won, so the player to move there loses (normal play). The result: whether the
# first player, to move at (n, 0), wins.
positions = numbers(n=range(1, 1001))
result = "win"


def start(position):
    (n,) = position
    return (n, 0)


def moves(state):
    n, x = state
    if x >= n:
        return []                                   # the game is over
    digits = range(1, 10) if x == 0 else range(0, 10)
    return [(n, 10 * x + d) for d in digits]
