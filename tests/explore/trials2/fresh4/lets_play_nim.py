# Let's Play Nim (AtCoder ARC 105 D): N bags of coins and N empty dishes. First, in turn from
# the first player, each player takes one bag that is left and empties it onto a dish of their
# choice (empty or not), until no bag is left. Then, continuing in turn, each player takes one or
# more coins from one dish. The player who cannot move loses.
positions = multiset(piles=range(1, 6), size=range(1, 5))


def start(bags):
    return (bags, ())                 # the bags left, the coins on the dishes that hold some


def moves(state):
    bags, dishes = state
    if bags:
        for i, v in enumerate(bags):
            if i > 0 and bags[i - 1] == v:
                continue
            rest = bags[:i] + bags[i + 1:]
            yield (rest, tuple(sorted(dishes + (v,))))
            for j, d in enumerate(dishes):
                if j > 0 and dishes[j - 1] == d:
                    continue
                yield (rest, tuple(sorted(dishes[:j] + (d + v,) + dishes[j + 1:])))
        return
    for j, d in enumerate(dishes):
        if j > 0 and dishes[j - 1] == d:
            continue
        for left in range(d):
            after = dishes[:j] + ((left,) if left else ()) + dishes[j + 1:]
            yield ((), tuple(sorted(after)))


def canonical(state):
    return state
