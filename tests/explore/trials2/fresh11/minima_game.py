# The Minima Game (POI 2010, stage 3, GRA): cards on a table, each with a positive integer. In
# turn, Alice first, a player picks any positive number of the cards left and scores the minimum
# of the numbers on the cards picked. The game ends when no card is left. Each player maximises
# their own score minus the other's. The value: Alice's score minus Bob's, both playing best.
positions = multiset(piles=range(1, 8), size=range(1, 7))
result = "score"


def moves(cards):
    values = sorted(set(cards))
    counts = [cards.count(v) for v in values]

    def pick(i):
        """(taken counts, left cards) for every choice of how many cards of each value."""
        if i == len(values):
            yield (), ()
            return
        for c in range(0, counts[i] + 1):
            for taken, left in pick(i + 1):
                yield (c,) + taken, (values[i],) * (counts[i] - c) + left
    for taken, left in pick(0):
        chosen = [values[i] for i, c in enumerate(taken) if c > 0]
        if chosen:
            yield (left, min(chosen))
