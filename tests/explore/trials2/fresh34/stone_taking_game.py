# 石取りゲーム (Stone Taking Game, AtCoder CODE THANKS FESTIVAL 2014 B, problem G): a pile of N
# stones. In turn, the first player first, a player takes stones from the pile; the player who
# takes the last stone wins. On the first turn the first player takes any number from 1 to K; on
# every later turn a player takes any number from 1 to (the number taken on the turn before) + 1,
# and never more than the stones left. The input's K is the parameter k. A position: N. A state:
# (the stones left, the most the player to move may take). The result: whether the first player
# wins.
k = param("k", 2)
assert k >= 1, "the rules ask for K >= 1"
positions = numbers(n=range(1, 120))
result = "win"


def start(position):
    (n,) = position
    return (n, k)


def moves(state):
    n, most = state
    for t in range(1, min(most, n) + 1):
        yield (n - t, t + 1)


def canonical(state):
    n, most = state
    return (n, min(most, n))          # a cap above the stones left allows no more moves
