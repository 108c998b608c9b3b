# Game with a Fraction (Codeforces 2196A / 2197C, Round 1079): two integers p and q. In turn,
# Alice first, a player either decreases p by one (allowed when p > 0) or decreases q by one
# (allowed when q > 1). The game ends when p = 0 and q = 1. Bob wins if at any moment of the
# game (the start included) the fraction p / q equals 2 / 3 in value; otherwise Alice wins. A
# position: (p, q) with 1 <= p, q, up to 40 declared here (the statement allows up to 10^18). A
# state: (p, q, whose turn: 0 Alice, 1 Bob); once p / q = 2 / 3 the game is over (Bob has won).
# The result: whether Alice, the first player, wins.
positions = numbers(p=range(1, 41), q=range(1, 41))
result = "win"


def start(position):
    p, q = position
    return (p, q, 0)


def moves(state):
    p, q, turn = state
    if 3 * p == 2 * q:
        return                            # the fraction is 2/3: Bob has won
    if p > 0:
        yield (p - 1, q, 1 - turn)
    if q > 1:
        yield (p, q - 1, 1 - turn)


def winner(state):
    p, q, turn = state
    bob_wins = 3 * p == 2 * q             # else p = 0 and q = 1 without 2/3 ever: Alice wins
    alice_to_move = turn == 0
    return "mover" if bob_wins != alice_to_move else "last"


def canonical(state):
    return state
