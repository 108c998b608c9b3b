# Swap Game (Codeforces 1747C): an array; on a move, if a1 = 0 the player to move loses, otherwise
# they decrease a1 by 1 and then swap a1 with some other element ai (i >= 2).
positions = sequence(values=range(1, 4), length=range(2, 5))


def moves(a):
    if a[0] == 0:
        return
    for i in range(1, len(a)):
        b = list(a)
        b[0] -= 1
        b[0], b[i] = b[i], b[0]
        yield tuple(b)
