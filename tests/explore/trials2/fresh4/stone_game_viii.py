# Stone Game VIII (LeetCode 1872): a row of stones with values (possibly negative). In turn,
# Alice first, while more than one stone is left, a player chooses x > 1, removes the x leftmost
# stones, scores the sum of their values and puts one new stone of that value at the left end.
# The value: Alice's total minus Bob's, Alice maximising it and Bob minimising it.
positions = sequence(values=range(-2, 3), length=range(2, 7))
result = "score"


def moves(stones):
    total = stones[0]
    for x in range(2, len(stones) + 1):
        total += stones[x - 1]
        yield ((total,) + stones[x:], total)
