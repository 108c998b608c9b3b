# Tweedle-Dee and Tweedle-Dum (CodeChef TWEED): even-odd Nim on N piles of stones. In turn a
# player removes a positive number of stones from one pile: Tweedle-Dee may only remove an even
# number of stones, Tweedle-Dum only an odd number. The player who cannot move loses. (The input
# also says who starts; here Tweedle-Dee always starts.) The result: whether Tweedle-Dee, the
# first player, wins.
positions = multiset(piles=range(1, 9), size=range(1, 6))
result = "win"


def start(piles):
    return (piles, True)              # the piles left (sorted), Dee to move


def moves(state):
    piles, dee = state
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue                  # the same pile size again: the same moves
        for take in range(2 if dee else 1, a + 1, 2):
            rest = piles[:i] + piles[i + 1:] + ((a - take,) if a > take else ())
            yield (tuple(sorted(rest)), not dee)


def canonical(state):
    return state
