# Euclidean Nim (BZOJ 4147, [AMPPZ2014]): a pile of n stones and two whole numbers p and q.
# Euclid and Pythagoras move in turn, Euclid first. On his turn Euclid must put p new stones on
# the pile if fewer than p stones are left; otherwise he takes away a positive multiple of p
# stones (never more than the pile holds). Pythagoras plays the same way with q. Whoever takes
# the last stones (leaves the pile empty) wins; the statement's third answer (R) is play that
# never ends. The answer, here from Euclid's side (he moves first): W, L or D (R).
# A position: n, 1..40 declared here; p and q are parameters (the statement allows
# 1 <= p, q, n <= 10^9 and up to 1,000 cases). A state: (the stones on the pile, whose turn:
# 0 Euclid, 1 Pythagoras). An empty pile has no move, and the player who emptied it has won.
p = param("p", 2)
q = param("q", 3)
assert p >= 1 and q >= 1, "the statement asks for p, q >= 1"
positions = numbers(n=range(1, 41))
result = "outcome"


def start(position):
    return (position[0], 0)


def moves(state):
    stones, turn = state
    if stones == 0:
        return []
    step = p if turn == 0 else q
    if stones < step:
        return [(stones + step, 1 - turn)]
    return [(stones - k * step, 1 - turn) for k in range(1, stones // step + 1)]


def winner(state):
    return "last"
