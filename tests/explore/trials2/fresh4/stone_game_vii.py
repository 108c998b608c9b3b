# Stone Game VII (LeetCode 1690): a row of stones with positive values. In turn, Alice first, a
# player removes the leftmost or the rightmost stone and scores the sum of the values of the
# stones left in the row. The value: Alice's total minus Bob's, Alice maximising it and Bob
# minimising it.
positions = sequence(values=range(1, 5), length=range(1, 7))
result = "score"


def moves(stones):
    if stones:
        yield (stones[1:], sum(stones[1:]))
        yield (stones[:-1], sum(stones[:-1]))
