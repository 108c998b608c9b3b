# Nim with a take limit given in the input: piles and k, take 1 to k stones from one pile.
# Who cannot move loses. (A multiset plus a number: tuples(...); the piles are the parts, k
# their context.)
positions = tuples(piles=multiset(piles=range(1, 5), size=range(1, 3)), k=numbers(k=range(1, 4)))


def moves(state):
    piles, (k,) = state
    for i, a in enumerate(piles):
        for take in range(1, min(k, a) + 1):
            yield (piles[:i] + (a - take,) + piles[i + 1:], (k,))
