# 石取り大作戦 (AtCoder ARC 046 B, "Stone-taking strategy"): a pile of N stones. In turn,
# Takahashi first, a player removes stones from the pile: Takahashi between 1 and A of them on
# each of his turns, Aoki between 1 and B on each of his (never more than the pile holds). The
# player who takes the last stone wins. A position: (N, A, B). A state: (stones left, A, B, whose
# turn: 0 Takahashi, 1 Aoki). The result: whether Takahashi, the first player, wins.
positions = numbers(n=range(1, 25), a=range(1, 7), b=range(1, 7))
result = "win"


def start(position):
    n, a, b = position
    return (n, a, b, 0)


def moves(state):
    n, a, b, turn = state
    limit = a if turn == 0 else b
    for take in range(1, min(limit, n) + 1):
        yield (n - take, a, b, 1 - turn)


def canonical(state):
    return state
