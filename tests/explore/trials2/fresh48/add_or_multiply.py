# To add or to multiply game (CodeChef ADDMULT, Cook-Off 79): a sequence of N integers
# A_1 .. A_N (1 <= A_i <= 50). Chef and his brother Chefu take alternate turns; the input says who
# plays the first turn. In a turn the player chooses two adjacent integers of the sequence, removes
# them and puts in their place either their sum or their product. The game goes on until one
# integer is left: if it is even Chef wins, otherwise Chefu wins. The answer: who wins with best
# play. The input's first player is the parameter p: 0 for Chef, 1 for Chefu. A position: the
# sequence, N = 1..6 numbers of 1..3 declared here (the statement allows N up to 10^5 and numbers
# up to 50). A state: (the sequence left, whose turn: 0 Chef, 1 Chefu). Decided at its end through
# winner(): with one integer left no move is left (with N = 1 the game ends before any move), and
# the winner is Chef iff the integer is even, said as "mover" or "last" by who would move there.
# The result: whether the first player (Chef when p = 0, Chefu when p = 1) wins.
p = param("p", 0)
assert p in (0, 1), "the first player is Chef (0) or Chefu (1)"
positions = sequence(values=range(1, 4), length=range(1, 7))
result = "win"


def start(a):
    return (tuple(a), p)


def moves(state):
    a, side = state
    options = set()
    for i in range(len(a) - 1):
        for merged in (a[i] + a[i + 1], a[i] * a[i + 1]):
            options.add((a[:i] + (merged,) + a[i + 2:], 1 - side))
    return sorted(options)


def winner(state):
    a, side = state                       # one integer left: the game is over
    chef_wins = a[0] % 2 == 0
    return "mover" if chef_wins == (side == 0) else "last"


def canonical(state):
    return state
