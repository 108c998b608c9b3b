# SplitStoneGame (Topcoder SRM 619): piles of stones. In turn, the first player first, a player
# picks a pile X holding at least 2 stones and two other piles Y and Z (each holding a stone),
# splits the stones of X into two non-empty groups and adds one group to Y, the other to Z; pile X
# is gone. The player who cannot move loses. A position: the multiset of pile sizes. The result:
# whether the first player wins ("WIN" in the problem).
positions = multiset(piles=range(1, 6), size=range(1, 6))
result = "win"


def moves(piles):
    n = len(piles)
    seen = set()
    for x in range(n):
        if piles[x] < 2:
            continue
        for y in range(n):
            for z in range(y + 1, n):
                if x in (y, z):
                    continue
                for part in range(1, piles[x]):
                    rest = [piles[i] for i in range(n) if i not in (x, y, z)]
                    nxt = tuple(sorted(rest + [piles[y] + part, piles[z] + piles[x] - part]))
                    if nxt not in seen:
                        seen.add(nxt)
                        yield nxt
