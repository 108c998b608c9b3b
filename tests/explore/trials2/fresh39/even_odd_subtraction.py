# Mahmoud and Ehab and the even-odd game (Codeforces 959A, Round 473 Div. 2 A): Ehab chooses an
# integer n, then Mahmoud and Ehab take turns, Mahmoud first. On his turn a player chooses an
# integer a with 1 <= a <= n and subtracts it from n; on Mahmoud's turn a must be even, on Ehab's
# turn a must be odd. A player who cannot choose such an a loses. A position: the input's n (the
# statement allows 1 <= n <= 10^9; n = 1..40 declared here). A state: (the number left, whose turn:
# 0 Mahmoud, who must take an even amount, 1 Ehab, who must take an odd one), so that the one move
# function serves both players and they alternate. The result: True when the player to move at
# the start, Mahmoud, wins.
positions = numbers(n=range(1, 41))
result = "win"


def start(position):
    return (position[0], 0)


def moves(state):
    n, turn = state
    first = 2 if turn == 0 else 1          # Mahmoud: a = 2, 4, ...; Ehab: a = 1, 3, ...
    for a in range(first, n + 1, 2):
        yield (n - a, 1 - turn)


def canonical(state):
    return state
