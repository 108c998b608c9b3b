# World is Mine (Codeforces 1987D): cakes with tastiness values. In turn, Alice first, a player
# eats one remaining cake: Alice only a cake whose tastiness is strictly greater than that of
# every cake she ate before (any cake on her first turn), Bob any cake. The game ends when the
# player to move cannot eat. Alice wants to eat as many cakes as she can, Bob wants her to eat as
# few as possible. The value: Alice's count minus Bob's score, which is 0 (Bob scores nothing):
# the number of cakes Alice eats, both playing best.
positions = multiset(piles=range(1, 6), size=range(1, 7))
result = "score"


def start(cakes):
    return (cakes, 0, True)            # cakes left, Alice's best so far, Alice to move


def moves(state):
    cakes, best, alice = state
    for i, x in enumerate(cakes):
        if i > 0 and cakes[i - 1] == x:
            continue
        rest = cakes[:i] + cakes[i + 1:]
        if alice and x > best:
            yield ((rest, x, False), 1)
        elif not alice:
            yield ((rest, best, True), 0)


def canonical(state):
    return state
