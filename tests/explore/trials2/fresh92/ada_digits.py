# Ada and Game (SPOJ ADAGAME): Ada and Vinit play on a four-digit number N (leading zeros
# allowed, 0000..9999) for M turns in all, Ada first, the turns alternating. A turn must raise
# one digit of the number by 1, a 9 becoming 0 (3590 can become 4590, 3690, 3500 or 3591). After
# the M turns Ada wins if the number is greater than the original N, otherwise Vinit wins; both
# play well. The result: whether Ada, moving first, wins. A position: the four digits of N, then
# M, as one sequence d_1, d_2, d_3, d_4, M; declared here: every digit 0..9 and M = 0..3 (the
# statement allows M <= 100 and T <= 200 games). A state: (the original digits, the current
# digits, the turns left, whose turn: 0 Ada, 1 Vinit); with no turn left there is no move, and
# `winner` says who won.


def _valid(p):
    return len(p) == 5 and all(0 <= d <= 9 for d in p[:4]) and 0 <= p[4] <= 3


positions = sequence(values=range(0, 10), length=range(5, 6)).where(_valid)
result = "win"


def start(p):
    digits = tuple(p[:4])
    return (digits, digits, p[4], 0)


def moves(state):
    original, current, left, turn = state
    if left == 0:
        return []
    out = []
    for k in range(4):
        raised = current[:k] + ((current[k] + 1) % 10,) + current[k + 1:]
        out.append((original, raised, left - 1, 1 - turn))
    return out


def winner(state):
    original, current, left, turn = state
    ada_won = current > original          # same length: digit by digit is the numbers' order
    return "mover" if ada_won == (turn == 0) else "last"


def canonical(state):
    return state
