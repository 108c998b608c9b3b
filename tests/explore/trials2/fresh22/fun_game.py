# Fun Game (HackerRank): two arrays A and B of N integers. In turn, P1 first, a player chooses an
# index i not chosen before; P1 then gains A_i points, P2 gains B_i points. After N moves the
# player with more points wins; equal points are a tie. A position: A_1 .. A_N, B_1 .. B_N, one
# sequence of length 2N (the input's order). A state: the pairs (A_i, B_i) not yet chosen (sorted),
# P1's points minus P2's, and who is to move (0: P1). The result: W, L or D (a tie) for P1.
positions = sequence(values=range(1, 6), length=range(2, 7, 2))
result = "outcome"


def start(position):
    n = len(position) // 2
    pairs = tuple(sorted(zip(position[:n], position[n:])))
    return (pairs, 0, 0)


def moves(state):
    pairs, diff, who = state
    for i, (a, b) in enumerate(pairs):
        if i > 0 and pairs[i - 1] == (a, b):
            continue
        rest = pairs[:i] + pairs[i + 1:]
        yield (rest, diff + a if who == 0 else diff - b, 1 - who)


def winner(state):
    _, diff, who = state               # every index chosen: the game is over
    if diff == 0:
        return "draw"
    p1_wins = diff > 0
    return "mover" if p1_wins == (who == 0) else "last"


def canonical(state):
    return state
