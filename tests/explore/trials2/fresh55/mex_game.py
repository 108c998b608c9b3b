# Mex Game (AtCoder AGC 063 A): a string S = S_0 .. S_N of 'A' and 'B'. For each k = 1..N the
# problem plays one game on a set X, empty at first: for t = 1..k in order, Alice (t odd) or Bob
# (t even) chooses a non-negative integer x and replaces X by X u {x}. After the k actions let
# x = mex(X) (the least non-negative integer not in X; x <= k); Alice wins if S_x is 'A', Bob if
# S_x is 'B'. Here: one game, the last one, k = N, on the string S itself (the game for a
# smaller k is the game on the prefix S_0 .. S_k). Restriction chosen: an integer above k + 1
# does what k + 1 does (mex(X) <= k, so neither ever counts), so the choices are 0 .. k + 1;
# choosing an integer already in X is a move that changes nothing. A position: S, 2..7
# characters declared here (the statement allows N <= 2 * 10^5). A state: (S, the integers of X,
# sorted, the number of actions made). After k actions the game is over and winner() says who
# won. The result: whether Alice, the first player, wins.
positions = string("AB", length=range(2, 8))
result = "win"


def start(s):
    return (s, (), 0)


def moves(state):
    s, chosen, t = state
    k = len(s) - 1
    if t == k:
        return []                                   # k actions made: the game is over
    return sorted({(s, tuple(sorted(set(chosen) | {x})), t + 1) for x in range(k + 2)})


def winner(state):
    s, chosen, t = state
    mex = 0
    while mex in chosen:
        mex += 1
    alice_won = s[mex] == "A"
    alice_to_move = t % 2 == 0                      # after an even number of actions, Alice's turn
    return "mover" if alice_won == alice_to_move else "last"


def canonical(state):
    return state
