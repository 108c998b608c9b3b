# Remove Pairs (AtCoder ABC354 E): cards with a front and a back number; a move removes two
# cards with the same front or the same back. Who cannot move loses. A card is the number
# 3 * front + back, fronts and backs 0..2.
positions = multiset(piles=range(0, 9), size=range(1, 7))


def moves(cards):
    for i in range(len(cards)):
        for j in range(i + 1, len(cards)):
            a, b = cards[i], cards[j]
            if a // 3 == b // 3 or a % 3 == b % 3:
                yield cards[:i] + cards[i + 1:j] + cards[j + 1:]
