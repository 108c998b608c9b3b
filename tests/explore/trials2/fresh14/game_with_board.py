# Game with Board (Codeforces 1841A): a blackboard with n integers, each equal to 1. In turn,
# Alice first, a player chooses several (at least two) equal integers on the board, wipes them
# and writes their sum. A player who cannot move (all integers on the board are different) WINS.
# A position: n. A state: the integers on the board, sorted. The result: whether Alice, the
# first player, wins.
positions = numbers(n=range(2, 21))
result = "misere"


def start(position):
    (n,) = position
    return (1,) * n


def moves(board):
    for v in sorted(set(board)):
        c = board.count(v)
        rest = tuple(x for x in board if x != v)
        for k in range(2, c + 1):
            yield tuple(sorted(rest + (v,) * (c - k) + (k * v,)))


def canonical(state):
    return state
