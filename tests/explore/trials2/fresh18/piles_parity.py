# Piles Parity (CodeChef PILESPARITY): N piles in a row, pile i (counted from 1) holding A_i
# stones. In turn, Chef first, a player picks a non-empty pile i and removes X stones from it,
# 1 <= X <= A_i, where X has the same parity as i (an odd number from an odd-numbered pile, an
# even number from an even-numbered one). The player who cannot move loses. A position: (A_1,
# ..., A_N). The result: whether Chef, the first player, wins.
positions = sequence(values=range(1, 7), length=range(1, 6))
result = "win"


def moves(piles):
    for i, a in enumerate(piles):
        parity = (i + 1) % 2
        for x in range(1, a + 1):
            if x % 2 == parity:
                yield piles[:i] + (a - x,) + piles[i + 1:]
