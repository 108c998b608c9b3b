# 江南乐 (HNOI 2014; BZOJ 3576, Luogu P3235, LibreOJ 2210): a number F and N piles of stones. In
# turn, the opponent of little A first, a player chooses an integer M >= 2 (any, each time) and a
# pile of at least F stones and splits it into M piles as evenly as possible (the largest of the
# M piles at most one stone larger than the smallest: with x stones, x mod M piles of x div M + 1
# and the rest of x div M). The player who cannot move (every pile holds fewer than F stones)
# loses. (Every new pile holds at least one stone, so M <= x: with an empty pile allowed, a pile
# of F stones could be split for ever; the statement's own solutions take M from 2 to x.) The
# input's F is the parameter f. A position: the pile sizes (order does not matter). A state: the
# piles, sorted. The result: whether the first player (little A's opponent, output 1) wins.
f = param("f", 3)
assert f >= 1, "the rules ask for a positive F"
positions = multiset(piles=range(1, 10), size=range(1, 4))
result = "win"


def moves(piles):
    for i, x in enumerate(piles):
        if x < f or (i > 0 and piles[i - 1] == x):
            continue
        rest = piles[:i] + piles[i + 1:]
        for m in range(2, x + 1):
            q, big = divmod(x, m)
            parts = (q + 1,) * big + (q,) * (m - big)
            yield tuple(sorted(rest + parts))
