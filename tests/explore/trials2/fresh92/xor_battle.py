# Xor Battle (AtCoder AGC 045 A): two persons, 0 and 1, and a number x, 0 at the start. The game
# has N rounds; in round i the person S_i (a letter 0 or 1 of the string S) either replaces x by
# x xor A_i or does nothing. Person 0 wants x = 0 after the last round, person 1 wants x != 0;
# both play well. The answer: 0 if x ends at 0, else 1; here whether person 0 wins (the answer
# 0). A position: the rounds as one sequence v_1 .. v_N, v_i = A_i when round i is person 0's
# and v_i = -A_i when it is person 1's; declared here: N = 1..4 and every A_i in 1..7, so each
# v_i in -7..7 and never 0 (the statement allows N <= 200, A_i <= 10^18, T <= 100 games).
# The rounds need not alternate between the persons, and the kit's search lets the players
# alternate move by move, so a state also says whose move it is: person 0 moves first, and when
# the round belongs to the other person the one to move has a single move, a pass, which hands
# the round over. A state: (the rounds, the next round, x, whose move: 0 or 1). With every
# round played there is no move, and `winner` decides: person 0 has won iff x = 0.


def _valid(p):
    return len(p) >= 1 and all(v != 0 for v in p)


positions = sequence(values=range(-7, 8), length=range(1, 5)).where(_valid)
result = "win"


def start(p):
    return (tuple(p), 0, 0, 0)


def moves(state):
    rounds, i, x, person = state
    if i == len(rounds):
        return []
    owner = 0 if rounds[i] > 0 else 1
    if owner != person:
        return [(rounds, i, x, 1 - person)]                   # a pass: the round is the other's
    a = abs(rounds[i])
    return [(rounds, i + 1, x, 1 - person),                   # do nothing
            (rounds, i + 1, x ^ a, 1 - person)]               # x becomes x xor A_i


def winner(state):
    rounds, i, x, person = state
    zero_side_won = x == 0
    return "mover" if zero_side_won == (person == 0) else "last"


def canonical(state):
    return state
