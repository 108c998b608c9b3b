# PolandBall and Game (Codeforces 755B): PolandBall knows n words and EnemyBall knows m words;
# c of the words are known to both (a word known to both counts in n and in m). In turn,
# PolandBall first, a player says a word he knows that nobody has said yet. The player who cannot
# say a new word loses. A position: (n, m, c), c <= min(n, m) (the statement gives the two lists
# of words; only how many are known to one of them or to both matters to the rules). A state: the
# unsaid words known only to PolandBall, only to EnemyBall, to both, and who is to move (0:
# PolandBall). The result: whether PolandBall, who moves first, wins.
positions = numbers(n=range(1, 9), m=range(1, 9), c=range(0, 9)).where(
    lambda p: p[2] <= min(p[0], p[1]))
result = "win"


def start(position):
    n, m, c = position
    return (n - c, m - c, c, 0)


def moves(state):
    own_p, own_e, both, who = state
    if who == 0:
        if own_p:
            yield (own_p - 1, own_e, both, 1)
    elif own_e:
        yield (own_p, own_e - 1, both, 0)
    if both:
        yield (own_p, own_e, both - 1, 1 - who)


def canonical(state):
    return state
