# Chef and Cook game (CodeChef CCGAME): an array A of N non-negative integers. In turn, Chef
# first, a player chooses indices i < j with A_i >= 1, subtracts 1 from A_i and adds 1 to A_j.
# The player who cannot move loses. The result: whether Chef, the first player, wins.
positions = sequence(values=range(0, 3), length=range(1, 6))
result = "win"


def moves(a):
    for i in range(len(a)):
        if a[i] >= 1:
            for j in range(i + 1, len(a)):
                b = list(a)
                b[i] -= 1
                b[j] += 1
                yield tuple(b)
