# CakeParty (Topcoder SRM 338): cakes, each cut into pieces. In turn, Michael first, a player
# chooses one of the cakes with the most pieces left and eats one or more of its pieces. The
# player who eats the last piece of the last cake wins (who cannot move loses). (The problem asks
# for Michael's first move; here only whether he wins.) A position: the multiset of the cakes'
# pieces. The result: whether Michael, the first player, wins.
positions = multiset(piles=range(1, 8), size=range(1, 6))
result = "win"


def moves(cakes):
    top = max(cakes, default=0)
    if top == 0:
        return
    i = cakes.index(top)
    rest = cakes[:i] + cakes[i + 1:]
    for left in range(top):
        yield tuple(sorted(rest + ((left,) if left else ())))
