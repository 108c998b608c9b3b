# Final Stage (AtCoder ARC 174 F): Alice and Bob play N turns on one pile of stones, with two
# sequences L and R of length N (1 <= L_i <= R_i) known to both. Turn i is Alice's when i is odd
# and Bob's when i is even; for i = 1, 2, ..., N in this order, the player of turn i takes from
# the pile a whole number of stones between L_i and R_i inclusive. A player who cannot take
# such a number (fewer than L_i stones are left) loses, and the other player wins. If neither
# has lost by the end of turn N, the game is a draw. The pile starts with C stones
# (1 <= C <= R_1 + ... + R_N). The answer for one C: Alice, Bob or Draw, here W, L or D from
# Alice's side, who plays turn 1 (the problem asks it for Q values of C). A position: one
# sequence C, L_1, R_1, ..., L_N, R_N; values 1..6 and N = 1..2 declared here, kept when every
# L_i <= R_i and C <= the sum of the R_i (the statement allows N <= 3*10^5, R_i <= 10^9). A
# state: (the stones left, the pairs (L_i, R_i) of the turns still to play); a state with no
# move is decided by `winner`: no turn left, a draw; else the player to move has lost.


def _valid(p):
    if len(p) < 3 or len(p) % 2 == 0:
        return False
    pairs = list(zip(p[1::2], p[2::2]))
    return all(lo <= hi for lo, hi in pairs) and p[0] <= sum(hi for _, hi in pairs)


positions = sequence(values=range(1, 7), length=range(3, 6, 2)).where(_valid)
result = "outcome"


def start(position):
    return (position[0], tuple(zip(position[1::2], position[2::2])))


def moves(state):
    pile, turns = state
    if not turns:
        return []
    low, high = turns[0]
    return [(pile - take, turns[1:]) for take in range(low, min(high, pile) + 1)]


def winner(state):
    pile, turns = state
    return "draw" if not turns else "last"


def canonical(state):
    return state
