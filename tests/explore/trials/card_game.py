# Card Game for Two (AtCoder ABC088 B): cards with numbers; the players take turns taking any one
# card and score its number. The value: the mover's total minus the other's, both playing best.
positions = multiset(piles=range(1, 6), size=range(0, 5))
result = "score"


def moves(cards):
    for i, a in enumerate(cards):
        yield (cards[:i] + cards[i + 1:], a)
