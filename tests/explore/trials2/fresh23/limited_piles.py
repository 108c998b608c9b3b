# A Simple Game (HDU 1851): n piles; pile i holds M_i stones, and a move takes from 1 to L_i
# stones from pile i (at most the stones left), one pile a move. The player who takes the last
# stone wins. The teacher moves first. A position: M_1 L_1 M_2 L_2 ... M_n L_n, one sequence of
# length 2n (the input gives one pile a line, M_i then L_i). A state: the piles as pairs (stones
# left, limit), sorted, empty piles dropped. The result: whether the first player wins.
positions = sequence(values=range(1, 7), length=range(2, 7, 2))
result = "win"


def start(position):
    return tuple(sorted(zip(position[0::2], position[1::2])))


def moves(piles):
    for i, (m, limit) in enumerate(piles):
        if i > 0 and piles[i - 1] == (m, limit):
            continue
        rest = piles[:i] + piles[i + 1:]
        for t in range(1, min(m, limit) + 1):
            yield tuple(sorted(rest + (((m - t, limit),) if m > t else ())))
