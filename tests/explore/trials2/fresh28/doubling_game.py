# Doubling Game (AtCoder ABC 027 C, 倍々ゲーム): a positive integer N is given and x starts at 1.
# In turn, Takahashi first, a player replaces x by 2x or by 2x + 1; the player after whose move x
# exceeds N loses. (A move that makes x exceed N loses at once, so it is never better than having
# no move: here only moves that keep x <= N are listed, and a player with none loses.) A
# position: N. A state: (N, x). The result: whether Takahashi, the first player, wins.
positions = numbers(n=range(1, 256))
result = "win"


def start(position):
    (n,) = position
    return (n, 1)


def moves(state):
    n, x = state
    for y in (2 * x, 2 * x + 1):
        if y <= n:
            yield (n, y)


def canonical(state):
    return state
