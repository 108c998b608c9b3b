# Truth for AtCoder ABC 078 D: minimax over the states (cards drawn so far, X's card, Y's card,
# whether X moves): X maximises |x - y| at the end, Y minimises it; a move draws t >= 1 cards and
# keeps the last of them.
from functools import lru_cache


def valid(position):
    return len(position) >= 3


def truth(position):
    z, w, deck = position[0], position[1], tuple(position[2:])
    n = len(deck)

    @lru_cache(maxsize=None)
    def play(i, x, y, x_moves):
        if i == n:
            return abs(x - y)
        if x_moves:
            return max(play(j + 1, deck[j], y, False) for j in range(i, n))
        return min(play(j + 1, x, deck[j], True) for j in range(i, n))
    return play(0, z, w, True)
