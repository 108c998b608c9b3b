# A card game won by a greedy order (the textbook exchange argument): each card has two numbers
# (a, b); the players take turns taking any one card, the first player scores its a, the second
# its b. The value: the first player's total minus the second's, both playing best. Taking the
# card with the largest a + b is optimal for both (swapping two cards of an order changes the
# difference by the change in a + b).
positions = sequence(values=range(0, 4), length=range(0, 7, 2))   # a1 b1 a2 b2 ...: 0..3 cards
result = "score"


def start(cards):                    # the cards as pairs, and whose turn (0: the first player)
    pairs = tuple(sorted(zip(cards[0::2], cards[1::2])))
    return (pairs, 0)


def moves(state):
    pairs, turn = state
    for i, card in enumerate(pairs):
        yield ((pairs[:i] + pairs[i + 1:], 1 - turn), card[turn])
