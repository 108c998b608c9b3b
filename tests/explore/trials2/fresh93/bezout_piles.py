# Bezout's Game (Project Euler 787): two piles of stones, a in the first and b in the second.
# The players move in turn; a turn removes c >= 0 stones from the first pile and d >= 0 from
# the second (c <= a, d <= b) such that a*d - b*c is +1 or -1. The player who first empties one
# of the piles wins. A turn is only possible when a and b are coprime, and a turn keeps them
# coprime, since a*(b - d) - b*(a - c) = b*c - a*d is again +1 or -1. The
# result: whether the player to move, moving first, wins from (a, b). A position: the pair
# (a, b), both 1..24 and coprime, declared here (the problem counts the winning (a, b) with
# a, b > 0, gcd 1 and a + b <= 10^9, the order mattering). A state: the pair; once a pile is
# empty the game is over and the player to move has lost (normal play: the other one emptied
# it), so a state with an empty pile has no move.
from math import gcd

positions = numbers(a=range(1, 25), b=range(1, 25)).where(lambda p: gcd(p[0], p[1]) == 1)
result = "win"


def moves(state):
    a, b = state
    if a == 0 or b == 0:
        return []
    out = []
    for d in range(b + 1):
        # a*d - b*c = +-1 fixes c = (a*d - 1) / b or (a*d + 1) / b, when whole and in 0..a
        for sign in (1, -1):
            if (a * d - sign) % b == 0:
                c = (a * d - sign) // b
                if 0 <= c <= a:
                    out.append((a - c, b - d))
    return out
