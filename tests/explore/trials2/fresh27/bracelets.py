# Aladdin and the Game of Bracelets (LightOJ 1344): bracelets, each a line of pearls with
# weights. In turn, Aladdin first, a player picks a pearl of some bracelet; every pearl of that
# bracelet that is not lighter than the picked one (its weight or more) is removed, and what is
# left of the bracelet falls apart into the runs between the removed pearls (a bracelet left
# without pearls is gone). The player who cannot pick a pearl loses. A position: the bracelets'
# weights one after another, a 0 between two bracelets (weights are 1 or more; a 0 at an end,
# or two 0s together, separate nothing). A state: the bracelets left, a sorted tuple of tuples.
# The result: whether Aladdin, the first player, wins.
positions = sequence(values=range(0, 4), length=range(1, 8))
result = "win"


def start(weights):
    bracelets, run = [], []
    for x in tuple(weights) + (0,):
        if x == 0:
            if run:
                bracelets.append(tuple(run))
            run = []
        else:
            run.append(x)
    return tuple(sorted(bracelets))


def moves(bracelets):
    for i, bracelet in enumerate(bracelets):
        if i > 0 and bracelets[i - 1] == bracelet:
            continue
        others = bracelets[:i] + bracelets[i + 1:]
        for w in sorted(set(bracelet)):
            pieces, run = [], []
            for x in bracelet:
                if x >= w:
                    if run:
                        pieces.append(tuple(run))
                    run = []
                else:
                    run.append(x)
            if run:
                pieces.append(tuple(run))
            yield tuple(sorted(others + tuple(pieces)))


def canonical(state):
    return state
