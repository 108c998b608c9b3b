# Tokens on a tape (informatics.mccme.ru; read on a listing page of the site's archive, its
# number and title not in the copy, the name here is the writer's): two friends play on an
# infinite tape. Each has one token, both standing on cell 1 at the start, and there is a set of
# cards with numbers. In turn the players choose one of the cards and move their own token
# forward along the tape by the number written on it; the card is then thrown away. The game ends
# when the cards run out; the winner is the player whose token stands on the cell with the larger
# number. Both play optimally; the answer is the winner's cell and the other's. The value here:
# the first player's cells moved minus the second player's (the answer's cells are 1 plus each
# player's total; a card taken is worth its number to the player who takes it). A position: the
# cards, a multiset of 1..6 cards over 1..7 declared here (the statement allows N <= 100,000
# cards, each number at most 10,000). A state: the cards left, sorted; a move takes one.
positions = multiset(piles=range(1, 8), size=range(1, 7))
result = "score"


def moves(cards):
    options = []
    for i, v in enumerate(cards):
        if i > 0 and cards[i - 1] == v:
            continue                                    # the same card value: the same move
        options.append((cards[:i] + cards[i + 1:], v))  # the mover's token goes v cells on
    return options
