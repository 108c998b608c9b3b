# ABS (AtCoder ABC 078 D / ARC 085 D): a deck of N cards with integers a_1 .. a_N from the top;
# X holds a card with Z, Y a card with W. In turn, X first, a player draws some number (at least
# one) of cards from the top of the deck, discards the card in his hand and keeps the last card
# drawn. When the deck is empty the game ends and the score is |x - y| for the integers on the
# two cards in hand: X plays to maximise it, Y to minimise it. A position: (Z, W, a_1, ..., a_N).
# A state: (the deck left, X's card, Y's card, whether X moves). The value: the score.
positions = sequence(values=range(1, 5), length=range(3, 7))
result = "score"


def start(position):
    z, w = position[0], position[1]
    return (tuple(position[2:]), z, w, True)


def moves(state):
    deck, x, y, x_moves = state
    for t in range(1, len(deck) + 1):
        card = deck[t - 1]
        if x_moves:
            yield ((deck[t:], card, y, False), 0)
        else:
            yield ((deck[t:], x, card, True), 0)


def final(state):
    deck, x, y, x_moves = state
    return abs(x - y) if x_moves else -abs(x - y)     # to the player to move: X gains, Y loses


def canonical(state):
    return state
