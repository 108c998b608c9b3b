# Block Game (yukicoder No.2814): a sequence A of length N, every entry -1 at first. In turn,
# Alice first, a player ends the game if no entry is -1; otherwise the player chooses an integer x
# with 1 <= x <= N that is not in A yet and an index i with A_i = -1, and sets A_i = x. When the
# game is over, A is replaced N - 1 times by the sums of its neighbouring entries,
# (A_1 + A_2, A_2 + A_3, ..., A_(n-1) + A_n), leaving one integer X. With S "Odd", Alice wins iff X
# is odd; with S "Even", Alice wins iff X is even. A position: (N, s), s = 1 for "Odd" and 0 for
# "Even". A state: (N, s, A) with 0 for an entry still -1. The result: whether Alice, the first
# player, wins.
positions = numbers(n=range(1, 7), s=range(0, 2))
result = "win"


def start(position):
    n, s = position
    return (n, s, (0,) * n)


def moves(state):
    n, s, a = state
    used = set(a)
    for i, v in enumerate(a):
        if v == 0:
            for x in range(1, n + 1):
                if x not in used:
                    yield (n, s, a[:i] + (x,) + a[i + 1:])


def winner(state):
    n, s, a = state                   # every entry is set: the game is over
    row = list(a)
    while len(row) > 1:
        row = [row[i] + row[i + 1] for i in range(len(row) - 1)]
    alice_wins = row[0] % 2 == s
    alice_to_move = n % 2 == 0        # N entries were set, Alice setting the first
    return "mover" if alice_wins == alice_to_move else "last"


def canonical(state):
    return state
