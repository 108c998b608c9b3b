# Truth for AtCoder ARC 164 C: the state is, for each card, whether it is still there and which
# side is up; Alice flips one card left (0 points), Bob takes one (its face-up number); searched
# as a minimax of the mover's points minus the other's.
from oracle import score_search


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(x >= 1 for x in position)


def truth(position):
    red = position[0::2]
    blue = position[1::2]
    n = len(red)

    def moves(state):
        there, flipped, alice_turn = state      # bitmasks over the cards
        out = []
        for i in range(n):
            if not there >> i & 1:
                continue
            if alice_turn:
                out.append(((there, flipped ^ (1 << i), False), 0))
            else:
                face = blue[i] if flipped >> i & 1 else red[i]
                out.append(((there & ~(1 << i), flipped, True), face))
        return out
    return score_search(moves)(((1 << n) - 1, 0, True))
