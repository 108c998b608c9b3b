# Card Game for Two (AtCoder ABC088 B): cards with numbers; players take one card in turn and
# score its number. The score is the mover's total minus the other's.
positions = multiset(piles=range(1, 7), size=range(1, 7))
result = "score"


def moves(cards):
    for i, a in enumerate(cards):
        if i == 0 or cards[i - 1] != a:
            yield (cards[:i] + cards[i + 1:], a)
