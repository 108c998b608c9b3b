# Game with Marbles (Codeforces 1914E1/E2): n colours; Alice has a_i marbles of colour i and
# Bob b_i (all >= 1). A move picks a colour both still hold: the mover discards one of its own
# marbles of that colour and the opponent discards all of theirs. Play ends when no colour is
# held by both. The score is Alice's marbles left minus Bob's; Alice maximises, Bob minimises.
# Positions: a_1, b_1, a_2, b_2, ... one after another. A state lists each colour as (the
# mover's count, the other's); a move scores the mover's count - 1 (what it keeps of that colour).
positions = sequence(values=range(1, 5), length=range(2, 7, 2))
result = "score"


def start(position):
    return tuple(sorted(zip(position[0::2], position[1::2])))


def moves(colours):
    for i, (mine, theirs) in enumerate(colours):
        rest = colours[:i] + colours[i + 1:]
        yield (tuple(sorted((b, a) for a, b in rest)), mine - 1)


def canonical(state):
    return state
