# Dual Nim (CodeChef TWONIM): piles of stones. If the bitwise xor of all piles is 0 before a
# player's turn, that player wins (the xor of no piles is 0). Otherwise, in turn, the first
# player first, a player must choose one pile and remove it entirely. The result: whether the
# first player wins.
positions = multiset(piles=range(1, 8), size=range(1, 7))


def _xor(piles):
    x = 0
    for a in piles:
        x ^= a
    return x


def moves(piles):
    if _xor(piles) == 0:              # the player to move has won: no more moves
        return
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        yield piles[:i] + piles[i + 1:]


def winner(piles):
    return "mover"                    # only reached with xor 0 before the mover's turn
