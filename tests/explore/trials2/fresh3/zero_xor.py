# Zero XOR (AtCoder ARC 131 C): cookies with pairwise distinct numbers on a desk. In turn each
# player eats one cookie; a player who, right after eating, leaves cookies whose XOR is 0 (no
# cookie left counts: the XOR of nothing is 0) wins at once.
positions = multiset(piles=range(1, 8), size=range(1, 6)).where(lambda t: len(set(t)) == len(t))


def start(cookies):
    return (cookies, False)           # the cookies left, has the last eater won


def moves(state):
    cookies, over = state
    if over:
        return
    for i in range(len(cookies)):
        rest = cookies[:i] + cookies[i + 1:]
        x = 0
        for v in rest:
            x ^= v
        yield (rest, x == 0)


def canonical(state):
    return state
