# Tokitsukaze, CSL and Stone Game (Codeforces 1190B / 1191D): n piles of stones, some possibly
# empty. In turn, Tokitsukaze first, a player takes exactly one stone from a non-empty pile. A
# player loses when every pile is empty before his turn, or when after his move two piles (empty
# ones too) hold the same number of stones. A move that makes two piles equal loses at once, so
# it is never better than having no move: the moves below are the others, and a player left
# without one loses. The result: whether Tokitsukaze, the first player, wins.
positions = multiset(piles=range(0, 7), size=range(1, 6))


def moves(piles):
    for i, x in enumerate(piles):
        if x == 0 or (i > 0 and piles[i - 1] == x):
            continue
        nxt = tuple(sorted(piles[:i] + (x - 1,) + piles[i + 1:]))
        if len(set(nxt)) == len(nxt):
            yield nxt
