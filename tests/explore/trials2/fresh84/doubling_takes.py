# 取石子 (Luogu P6791, [SNOI2020]): one pile of n stones. A (甲) and B (乙) take stones in turn, A
# first. A's first take is at most k stones; after that each take is at most twice the number
# the other player has just taken; every take is at least one stone. The player who takes the
# last stone loses, and the other one wins. The problem counts the n in 1..N that A wins for a
# given k; here the question is one pile: whether A, moving first, wins. A position: n, 1..60
# declared here; k is the parameter (the statement allows k, N <= 10^18 and T <= 10^5 queries).
# A state: (the stones left, the most the player to move may take). The take of the last stone
# leads to an empty pile, where the player to move has won (`winner`: the taker lost).
k = param("k", 1)
assert k >= 1, "the rules ask for k >= 1"
positions = numbers(n=range(1, 61))
result = "win"


def start(position):
    (n,) = position
    return (n, k)


def moves(state):
    left, cap = state
    return [(left - take, 2 * take) for take in range(1, min(cap, left) + 1)]


def winner(state):
    return "mover"            # an empty pile: the player who emptied it lost


def canonical(state):
    left, cap = state
    return (left, min(cap, left))     # a cap above the pile allows nothing more
