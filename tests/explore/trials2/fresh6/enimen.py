# ENimEN (UVa 11892): piles of stones. In turn, a player takes one or more stones from one pile.
# If a player takes from a pile without emptying it, the next player must take from that same
# pile (and may empty it or not, with the same rule); a player whose previous opponent emptied
# a pile (or who moves first) may choose any pile. The player who takes the last stone wins:
# the player who faces no stone has lost.
positions = multiset(piles=range(1, 6), size=range(1, 5))


def start(piles):
    return (piles, 0)        # the piles, and the size of the pile the mover must play (0: free)


def moves(state):
    piles, forced = state
    if forced:
        i = piles.index(forced)
        choices = [i]
    else:
        choices = [i for i in range(len(piles)) if i == 0 or piles[i] != piles[i - 1]]
    for i in choices:
        rest = piles[:i] + piles[i + 1:]
        a = piles[i]
        yield (rest, 0)                                          # empty it
        for left in range(1, a):
            yield (tuple(sorted(rest + (left,))), left)          # leave `left`: the next must play it


def canonical(state):
    return state
