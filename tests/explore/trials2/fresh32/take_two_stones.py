# Take Two Stones (Kattis twostones): N stones. In turn, Alice first, a player takes exactly two
# stones, as long as at least two are left. When fewer than two stones are left the game is over:
# Alice wins if one stone is left, Bob wins if none is. A position: N. A state: (stones left,
# whose turn: 0 Alice, 1 Bob). The result: whether Alice, the first player, wins.
positions = numbers(n=range(1, 60))
result = "win"


def start(position):
    (n,) = position
    return (n, 0)


def moves(state):
    n, turn = state
    if n >= 2:
        yield (n - 2, 1 - turn)


def winner(state):
    n, turn = state                   # fewer than two stones are left
    alice_wins = n == 1
    return "mover" if alice_wins == (turn == 0) else "last"


def canonical(state):
    return state
