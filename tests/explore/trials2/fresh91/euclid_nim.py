# Euclidean Nim (Baekjoon 15617): a stack of n stones; Euclid and Pythagoras move in turn,
# Euclid first, with two numbers p and q. On Euclid's move, when the stack holds at least p
# stones he takes a positive multiple of p stones (p, 2p, ..., at most the stack); when it holds
# fewer than p stones he adds exactly p stones (adding is allowed only then). Pythagoras moves
# the same way with q. The player who empties the stack wins. The answer: E (Euclid wins), P
# (Pythagoras wins) or R (a draw: play goes on for ever), here W, L or D from Euclid's side. A
# position: the number n, 1..40 declared here; p and q are the parameters (the statement allows
# p, q, n <= 10^9 and t <= 1000 test cases). A state: (the stones on the stack, whose move: 0
# Euclid, 1 Pythagoras); an empty stack has no move, and the player to move there has lost.
p = param("p", 3)
q = param("q", 2)
assert p >= 1 and q >= 1, "the statement asks for p, q >= 1"
positions = numbers(n=range(1, 41))
result = "outcome"


def start(position):
    return (position[0], 0)


def moves(state):
    stack, turn = state
    if stack == 0:
        return []
    step = p if turn == 0 else q
    if stack < step:
        return [(stack + step, 1 - turn)]
    return [(stack - k * step, 1 - turn) for k in range(1, stack // step + 1)]


def canonical(state):
    return state
