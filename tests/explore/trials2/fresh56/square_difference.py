# Ghayeeth vs Siroj (CodeChef GHVSSI, Cook-Off 98): the numbers A_1..A_N (each >= 5) are written
# on a whiteboard and a number Z = 0 on a piece of paper. Ghayeeth and Siroj alternate turns,
# Ghayeeth first. In a turn the player must pick a number written on the whiteboard, add it to Z
# and erase it from the whiteboard. After each turn: if there is no pair of positive integers
# (a, b) with Z = a^2 - b^2, the player who just moved loses the game; otherwise, if no number is
# left on the whiteboard, the player who just moved wins. A position: the numbers written, a
# multiset, 1..5 numbers of 5..14 declared here (the statement allows N <= 300 and A_i <=
# 100,000). A state: (Z, the numbers left, sorted). The game is over after a move that leaves a Z
# with no such pair (the player to move there has won: winner() says "mover"), or after a move
# that empties the whiteboard with such a pair (winner() says "last"). The result: whether
# Ghayeeth, the first player, wins.
positions = multiset(piles=range(5, 15), size=range(1, 6))
result = "win"


def _is_difference_of_squares(z):
    # is there a pair of positive integers (a, b) with a^2 - b^2 = z? (z > 0 here: a > b >= 1)
    b = 1
    while 2 * b + 1 <= z:                     # (b + 1)^2 - b^2 <= z: a = b + 1 .. still possible
        a2 = z + b * b
        a = int(a2 ** 0.5)
        while a * a > a2:
            a -= 1
        while (a + 1) * (a + 1) <= a2:
            a += 1
        if a * a == a2:
            return True
        b += 1
    return False


def start(board):
    return (0, tuple(board))


def moves(state):
    z, board = state
    if z > 0 and not _is_difference_of_squares(z):
        return []                             # the last mover made a bad Z: the game is over
    options = set()
    for i, a in enumerate(board):
        options.add((z + a, board[:i] + board[i + 1:]))
    return sorted(options)                    # none when the board is empty: the game is over


def winner(state):
    z, board = state
    if z > 0 and not _is_difference_of_squares(z):
        return "mover"                        # the player who just moved loses
    return "last"                             # the board is empty after a good move


def canonical(state):
    return state
