# Choosing Carrot (Codeforces 794E), with k = 0: n carrots in a line, carrot i with juiciness
# a_i. In turn, Oleg first, a player eats the carrot at the left end or at the right end of the
# line, until one carrot is left; that carrot goes to ZS. Oleg wants it as juicy as possible,
# Igor as little juicy as possible. (The problem lets Oleg make k moves alone before the game and
# asks for every k from 0 to n - 1; here k = 0.) A position: a_1 .. a_n. A state: (the carrots
# left, whether Oleg moves). The value: the juiciness of the carrot left (Oleg's gain, minus
# Igor's), both playing best.
positions = sequence(values=range(1, 5), length=range(1, 7))
result = "score"


def start(carrots):
    return (carrots, True)


def moves(state):
    carrots, oleg = state
    if len(carrots) > 1:
        yield ((carrots[1:], not oleg), 0)
        if carrots[:-1] != carrots[1:]:
            yield ((carrots[:-1], not oleg), 0)


def final(state):
    carrots, oleg = state
    return carrots[0] if oleg else -carrots[0]


def canonical(state):
    return state
