# Fox and Card Game (Codeforces 388C): piles of cards, each card with a positive number. In turn,
# Ciel first, Ciel takes the top card of any non-empty pile and Jiro takes the bottom card of
# any non-empty pile; each adds the card's number to their own sum. The game ends when all piles
# are empty. Each wants the most for themselves. A position: the piles one after another, top to
# bottom, a 0 between two piles (0 is no card; empty piles are nothing). The value: Ciel's sum
# minus Jiro's, both playing best.
positions = sequence(values=range(0, 4), length=range(0, 7))
result = "score"


def start(row):
    piles, pile = [], []
    for x in row + (0,):
        if x == 0:
            if pile:
                piles.append(tuple(pile))
            pile = []
        else:
            pile.append(x)
    return (tuple(sorted(piles)), True)           # the piles, Ciel to move


def moves(state):
    piles, ciel = state
    for i, pile in enumerate(piles):
        if i > 0 and piles[i - 1] == pile:
            continue
        if ciel:
            card, rest = pile[0], pile[1:]
        else:
            card, rest = pile[-1], pile[:-1]
        others = piles[:i] + piles[i + 1:] + ((rest,) if rest else ())
        yield ((tuple(sorted(others)), not ciel), card)


def canonical(state):
    return state
