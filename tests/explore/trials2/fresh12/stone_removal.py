# Stone Removal Game (LeetCode 3360): a pile of n stones. Alice starts by removing exactly 10
# stones; from then on each player removes exactly 1 fewer stone than the opponent removed on the
# turn before. The player who cannot make the move (too few stones left, or nothing left to
# remove) loses. A position: n. The result: whether Alice, the first player, wins.
positions = numbers(n=range(1, 81))
result = "win"


def start(position):
    (n,) = position
    return (n, 10)                    # the stones left, the number the mover must remove


def moves(state):
    n, take = state
    if 1 <= take <= n:
        yield (n - take, take - 1)


def canonical(state):
    return state
