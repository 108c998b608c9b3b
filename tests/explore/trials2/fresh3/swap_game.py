# Swap Game (Codeforces 1747C): an array a_1..a_n (n >= 2). On a turn, if a_1 = 0 the player to
# move loses; otherwise the player decreases a_1 by 1 and then swaps a_1 with some a_i, i > 1.
# Alice moves first.
positions = sequence(values=range(1, 5), length=range(2, 6))


def moves(a):
    if a[0] == 0:
        return
    for i in range(1, len(a)):
        b = list(a)
        b[0] -= 1
        b[0], b[i] = b[i], b[0]
        yield tuple(b)
