# Number Game (Baekjoon 12588, the large input): two positive integers A and B are on a
# blackboard. Arya and Bran move in turn, Arya first; a move replaces A with A - k*B or B with
# B - k*A, for any positive integer k. The first player who makes one of the numbers zero or
# less loses. The problem counts the winning pairs (A, B) in a rectangle A1..A2 x B1..B2 (with
# A2, B2 <= 10^6 and up to 100 test cases); here the question is one pair: whether Arya, moving
# first, wins. A position: the pair (A, B), each 1..30 declared here. A state is the pair. A move
# that leaves a number at zero or below loses at once for its maker, so it is not a move here: a
# player with no other move (A = B) has lost, and a move always exists (k = 1), so nothing else
# ends the game.
positions = numbers(a=range(1, 31), b=range(1, 31))
result = "win"


def moves(position):
    a, b = position
    out = []
    k = 1
    while a - k * b >= 1:
        out.append((a - k * b, b))
        k += 1
    k = 1
    while b - k * a >= 1:
        out.append((a, b - k * a))
        k += 1
    return out
