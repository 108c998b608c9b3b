# Split Game, "Split Your Tokens" (Baekjoon 16340): N piles of tokens. In turn, the customer
# first, a player chooses a pile and a positive integer K smaller than its size, and splits the
# pile into as many piles of K tokens as possible; the tokens that remain, if any, form one more
# pile. A player who cannot split loses (piles of one token cannot be split). A position: the
# piles' sizes (their order does not matter: a multiset), 1..4 piles of 1..8 here (the
# statement allows 2000 piles of up to 2000). A state: the same, sorted. The result: whether the
# customer, the first player, wins ("First").
positions = multiset(piles=range(1, 9), size=range(1, 5))
result = "win"


def moves(piles):
    for i, p in enumerate(piles):
        if i > 0 and piles[i - 1] == p:
            continue
        rest = piles[:i] + piles[i + 1:]
        for k in range(1, p):
            parts = (k,) * (p // k) + ((p % k,) if p % k else ())
            yield tuple(sorted(rest + parts))
