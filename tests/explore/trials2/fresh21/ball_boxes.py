# Game (Codeforces 513A): the first player has a box of n1 balls, the second a box of n2 balls. In
# turn, the first player first, a player takes 1 to k1 balls (the first player) or 1 to k2 balls
# (the second) out of his OWN box, never more than it holds. The player who cannot move loses. A
# position: (n1, n2, k1, k2). A state: the two boxes and whose turn it is. The result: whether the
# first player wins.
positions = numbers(n1=range(1, 7), n2=range(1, 7), k1=range(1, 4), k2=range(1, 4))
result = "win"


def start(position):
    n1, n2, k1, k2 = position
    return (n1, n2, k1, k2, 0)


def moves(state):
    n1, n2, k1, k2, turn = state
    if turn == 0:
        for t in range(1, min(k1, n1) + 1):
            yield (n1 - t, n2, k1, k2, 1)
    else:
        for t in range(1, min(k2, n2) + 1):
            yield (n1, n2 - t, k1, k2, 0)
