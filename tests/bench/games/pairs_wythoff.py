# Benchmark game (pairs): a multiset of pairs (a, b); a move lowers a or b of one pair, or both
# by the same amount (Wythoff's game on each pair).
positions = pairs(a=range(0, 5), b=range(0, 5), length=range(1, 4), ordered=False)


def moves(cards):
    for i, (a, b) in enumerate(cards):
        rest = cards[:i] + cards[i + 1:]
        for t in range(1, a + 1):
            yield rest + ((a - t, b),)
        for t in range(1, b + 1):
            yield rest + ((a, b - t),)
        for t in range(1, min(a, b) + 1):
            yield rest + ((a - t, b - t),)
