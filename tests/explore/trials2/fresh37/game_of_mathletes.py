# Game of Mathletes (Codeforces 2060C, Round 998 Div. 3): n integers x_1, ..., x_n on a
# blackboard, n even, each 1 <= x_i <= n; an integer k with 1 <= k <= 2n; a score, 0 at first.
# The game lasts n / 2 turns; in each, Alice erases one integer a from the board, then Bob erases
# one integer b, and if a + b = k the score grows by 1. Alice plays to make the final score as
# small as possible, Bob as large as possible. The input's k is the parameter k. A position: the
# integers (order does not matter), n = 2, 4 or 6 declared here, every x_i <= n as the input
# promises (the statement allows n up to 2 * 10^5); the promise k <= 2n is not imposed (no two
# integers of at most n add up to a larger k, so the score is then 0). A state: (the integers left,
# sorted; the integer Alice has erased this turn, 0 when it is Alice's turn). The value: Alice's
# points minus Bob's, both playing their best, where Bob scores 1 point each time a + b = k and
# Alice never scores: that is, minus the problem's answer.
k = param("k", 4)
assert k >= 1, "the rules ask for k >= 1"
positions = multiset(piles=range(1, 7), size=range(2, 7, 2)).where(lambda p: max(p) <= len(p))
result = "score"


def start(board):
    return (tuple(board), 0)


def moves(state):
    board, a = state
    for i, x in enumerate(board):
        if i > 0 and board[i - 1] == x:
            continue
        rest = board[:i] + board[i + 1:]
        if a == 0:                        # Alice erases x
            yield ((rest, x), 0)
        else:                             # Bob erases x, and scores when a + x = k
            yield ((rest, 0), 1 if a + x == k else 0)


def canonical(state):
    return state
