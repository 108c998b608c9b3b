# Game (HDU 3389): boxes numbered 1..N in a row, each holding some cards. In turn, a player
# picks a non-empty box A and a box B with B < A, A + B odd and A + B a multiple of 3, and moves
# any positive number of cards from box A to box B. The player who cannot move loses. A
# position: the numbers of cards in boxes 1, 2, ..., N.
positions = sequence(values=range(0, 3), length=range(1, 7))


def moves(boxes):
    for a in range(1, len(boxes) + 1):
        cards = boxes[a - 1]
        if cards == 0:
            continue
        for b in range(1, a):
            if (a + b) % 2 == 1 and (a + b) % 3 == 0:
                for k in range(1, cards + 1):
                    nxt = list(boxes)
                    nxt[a - 1] -= k
                    nxt[b - 1] += k
                    yield tuple(nxt)
