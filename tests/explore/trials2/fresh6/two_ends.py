# Two Ends (SPOJ TWENDS): an even number of cards in a row, each with a number. In turn, the
# first player first, a player takes the card at the left end or at the right end and scores
# its number. The first player plays as well as possible; the second is greedy: it always takes
# the larger of the two end cards, the left one when they are equal. The value: the first
# player's total minus the second's, the first playing best against that greedy player.
positions = sequence(values=range(1, 5), length=range(2, 7, 2))
result = "score"


def moves(cards):
    if not cards:
        return
    if len(cards) % 2 == 0:               # the first player's turn: either end
        yield (cards[1:], cards[0])
        yield (cards[:-1], cards[-1])
    elif cards[0] >= cards[-1]:           # the greedy player's turn: one move
        yield (cards[1:], cards[0])
    else:
        yield (cards[:-1], cards[-1])
