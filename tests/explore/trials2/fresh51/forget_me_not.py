# Gellyfish and Forget-Me-Not (Codeforces 2115D, Codeforces Round 1028, Div. 1 D): two arrays
# a_1..a_n and b_1..b_n and a binary string c_1..c_n; an integer x starts at 0. The game has n
# rounds; in round i (i = 1, 2, .., n in order) the active player is Gellyfish if c_i = 0 and
# Flower if c_i = 1, and performs exactly one of: x := x xor a_i, or x := x xor b_i. Gellyfish
# wants the final x as small as possible, Flower as large as possible. The answer: the final x,
# both playing optimally. Restriction chosen: the game's engines let the players alternate, so c
# is alternating here: c = 0101.. (Gellyfish first) when the parameter p = 0, c = 1010..
# (Flower first) when p = 1; the statement allows any c. A position: the rounds, written as contest
# input gives rows: a_1 b_1 a_2 b_2 .. a_n b_n (an even length), n = 1..3 rounds of numbers 0..3
# declared here (the statement allows n <= 10^5 and a_i, b_i < 2^60). A state: (the rounds left
# as (a_i, b_i) in order, x, whose turn: 0 Gellyfish, 1 Flower). The value, a score game: the
# first player's payoff, Flower's payoff being x and Gellyfish's -x (so the value is minus the
# answer when p = 0, the answer when p = 1).
p = param("p", 0)
assert p in (0, 1), "Gellyfish (0) or Flower (1) plays the first round"
positions = sequence(values=range(0, 4), length=range(2, 7, 2))
result = "score"


def start(seq):
    rows = tuple(zip(seq[0::2], seq[1::2]))
    return (rows, 0, p)


def moves(state):
    rows, x, side = state
    if rows:
        a, b = rows[0]
        for y in sorted({x ^ a, x ^ b}):
            yield ((rows[1:], y, 1 - side), 0)


def final(state):
    rows, x, side = state             # every round played: the final x, for the player to move
    return x if side == 1 else -x


def canonical(state):
    return state
