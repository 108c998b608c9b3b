# Stones (AtCoder ABC 270 D): a pile of N stones and a sequence A of take sizes with A_1 = 1. In
# turn, Takahashi first, a player chooses an A_i at most the number of stones left and removes
# that many stones. The game ends when the pile is empty. Each player maximises the number of
# stones they remove in all. (The input gives A; here A = (1, 4), the first sample's.) The value:
# the number of stones Takahashi removes.
positions = numbers(n=range(1, 201))
result = "score"
score = "own"
TAKES = (1, 4)


def start(position):
    (n,) = position
    return n                          # the stones left


def moves(n):
    for a in TAKES:
        if a <= n:
            yield (n - a, a)


def canonical(state):
    return state
