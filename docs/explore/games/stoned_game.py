# Stoned Game (Codeforces 1396B): piles of stones; a move takes one stone from a non-empty pile
# that is not the pile the opponent took from on the turn just before. Who cannot move loses.
positions = multiset(piles=range(1, 5), size=range(1, 5))


def start(piles):               # the search state carries the banned pile (none at the start)
    return (piles, -1)


def moves(state):
    piles, banned = state
    for i, a in enumerate(piles):
        if a > 0 and i != banned:
            yield (piles[:i] + (a - 1,) + piles[i + 1:], i)
