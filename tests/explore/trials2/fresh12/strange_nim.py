# Strange Nim (AtCoder ARC 091 F): N piles of stones, pile i with its own number K_i. In turn,
# Takahashi first, a player chooses a pile; if it holds X stones and its number is K, he removes
# between 1 and floor(X / K) stones from it. The player who cannot move loses. (The input gives
# one K_i per pile; here every pile has the same number k.) The result: whether Takahashi, the
# first player, wins.
k = param("k", 2)
assert k >= 1, "the rules ask for K >= 1"
positions = multiset(piles=range(1, 13), size=range(1, 4))
result = "win"


def moves(piles):
    for i, x in enumerate(piles):
        if i > 0 and piles[i - 1] == x:
            continue                  # a pile of the same size again: the same moves
        rest = piles[:i] + piles[i + 1:]
        for take in range(1, x // k + 1):
            yield tuple(sorted(rest + ((x - take,) if x > take else ())))
