# XOR Game (AtCoder ARC 122 D): 2N integers A_1..A_2N on a blackboard. N rounds; in each, Alice
# chooses an integer on the board and erases it (x), then Bob chooses one and erases it (y), and
# x xor y is written on a notebook. The score is the greatest integer on the notebook at the end:
# Alice wants it as large as possible, Bob as small as possible. A position: the 2N integers as
# a multiset, 2, 4 or 6 integers of 0..7 declared here (the statement allows N <= 2 * 10^5 and
# A_i < 2^30). A state: (the integers left, sorted; Alice's x of this round, -1 before she
# chooses; the greatest integer on the notebook so far, 0 before any). When the board is empty
# the game is over, Alice is to move there, and final() gives her the score (a score game whose
# moves earn nothing: the value is the score, both playing best).
positions = multiset(piles=range(0, 8), size=range(2, 7, 2))
result = "score"


def start(board):
    return (tuple(board), -1, 0)


def moves(state):
    board, x, best = state
    options = set()
    for i, v in enumerate(board):
        rest = board[:i] + board[i + 1:]
        if x < 0:
            options.add((rest, v, best))                        # Alice erases v
        else:
            options.add((rest, -1, max(best, x ^ v)))           # Bob erases v: x xor v written
    return [(option, 0) for option in sorted(options)]


def final(state):
    board, x, best = state            # the board is empty: Alice to move, the score is hers
    return best


def canonical(state):
    return state
