# Game with Integers (Codeforces 1899A): a number n; Vanya moves first, each move adds 1 to n or
# subtracts 1. Vanya wins as soon as n is divisible by 3 after his move; after 10 moves in all
# without that, Vova wins. True = the first player (Vanya) wins.
positions = numbers(n=range(1, 60))


def start(p):
    return (p[0], 0)                 # n, moves made so far (Vanya moves when it is even)


def moves(s):
    if s == "won":                   # Vanya has just won: the player to move (Vova) has lost
        return
    n, t = s
    if t == 10:                      # Vanya to move after 10 moves: he has lost
        return
    for d in (1, -1):
        if t % 2 == 0 and (n + d) % 3 == 0:
            yield "won"
        else:
            yield (n + d, t + 1)
