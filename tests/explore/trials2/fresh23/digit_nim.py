# Interesting Game (SPOJ IGAME): a game on a number N. In turn, Alice first, a player chooses a
# non-zero digit of the number and lowers it by any positive amount (the digit stays >= 0). The
# player who makes every digit 0 wins. (The problem counts, over a range of N, the numbers Alice
# wins; here one number.) A position: N. A state: the current number (a digit lowered to 0 stays
# a 0 digit). The result: whether Alice, who moves first, wins.
positions = numbers(n=range(1, 1000))
result = "win"


def moves(state):
    n = state[0]
    place = 1
    while place <= n:
        digit = n // place % 10
        for lower in range(1, digit + 1):
            yield (n - lower * place,)
        place *= 10
