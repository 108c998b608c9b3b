# Nim without Zero (Baekjoon Online Judge 16831): N heaps, the i-th of a_i >= 1 stones. In turn,
# Alice first, a player takes any positive number of stones from any single heap. If the XOR of
# the heap sizes becomes 0 as the result of a player's move, that player loses (the XOR of the
# starting heaps may be 0: nobody has moved yet, and the game goes on). The answer is the winner
# with best play. A position: the heap sizes (order does not matter), 1 to 4 heaps of 1 to 7
# stones declared here (the statement allows 10^5 heaps of up to 10^9). A state: (the heap sizes
# left, sorted, empty heaps dropped, as no move can take from them and they add nothing to the
# XOR; whether the move just made brought the XOR to 0, which ends the game). The result: whether
# Alice, the first player, wins.
positions = multiset(piles=range(1, 8), size=range(1, 5))
result = "win"


def _xor(heaps):
    x = 0
    for a in heaps:
        x ^= a
    return x


def start(heaps):
    return (tuple(heaps), False)


def moves(state):
    heaps, ended = state
    if ended:
        return                            # the last move made the XOR 0: the game is over
    for i, a in enumerate(heaps):
        if i > 0 and heaps[i - 1] == a:
            continue
        for left in range(a):
            new = tuple(sorted(x for x in heaps[:i] + (left,) + heaps[i + 1:] if x > 0))
            yield (new, _xor(new) == 0)


def winner(state):
    heaps, ended = state
    if ended:
        return "mover"                    # the player who made the XOR 0 has lost
    return "last"                         # (no heap left without the XOR 0: never reached)


def canonical(state):
    return state
