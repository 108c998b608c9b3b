# Constrained Nim 2 (AtCoder ABC 297 G): piles of stones and two numbers L <= R. In turn,
# Takahashi first, a player picks one pile and removes at least L and at most R stones from it
# (never more than it holds; a pile of fewer than L stones cannot be picked). The player who
# cannot move loses. A position: the multiset of pile sizes. The result: whether Takahashi, the
# first player, wins.
L = param("L", 2)
R = param("R", 3)
assert 1 <= L <= R, "here 1 <= L <= R"
positions = multiset(piles=range(1, 13), size=range(1, 5))
result = "win"


def moves(piles):
    for i, x in enumerate(piles):
        if i > 0 and piles[i - 1] == x:
            continue
        rest = piles[:i] + piles[i + 1:]
        for t in range(L, min(R, x) + 1):
            yield tuple(sorted(rest + (x - t,)))
