# Battle for the Ring (Timus 1540): chains of rings, each ring with a number. In turn, the first
# player first, a player picks a ring of some chain; that ring and every ring of the same chain
# whose number is not greater than the picked one's vanish, and what is left of the chain falls
# apart into the runs between the vanished rings (a chain left without rings is gone). The player
# who cannot pick a ring loses. A position: the chains' numbers one after another, a 0 between
# two chains (numbers are 1 or more; a 0 at an end, or two 0s together, separate nothing). A
# state: the chains left, a sorted tuple of tuples. The result: whether the first player wins.
positions = sequence(values=range(0, 4), length=range(1, 8))
result = "win"


def start(numbers):
    chains, run = [], []
    for x in tuple(numbers) + (0,):
        if x == 0:
            if run:
                chains.append(tuple(run))
            run = []
        else:
            run.append(x)
    return tuple(sorted(chains))


def moves(chains):
    for i, chain in enumerate(chains):
        if i > 0 and chains[i - 1] == chain:
            continue
        others = chains[:i] + chains[i + 1:]
        for w in sorted(set(chain)):
            pieces, run = [], []
            for x in chain:
                if x <= w:
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
