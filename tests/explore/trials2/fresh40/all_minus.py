# All Minus (AtCoder ARC 218 B): N non-negative integers on a blackboard. Alice and Bob
# alternate, Alice first; with m the least integer on the board, a move is: if m > 0, choose x
# with 1 <= x <= m and subtract x from every integer on the board; if m = 0, erase one or more
# of the 0s. The player who leaves the board empty wins (so the player to move on an empty
# board, who has no move, has lost: normal play). A position: the integers (order does not
# matter), 1 to 4 of them in 0..5 declared here (the statement allows N up to 2 * 10^5 and
# A_i up to 10^9). A state: the sorted tuple of the integers left. The result: whether Alice,
# the first player, wins.
positions = multiset(piles=range(0, 6), size=range(1, 5))
result = "win"


def moves(board):
    if not board:
        return
    m = board[0]
    if m > 0:
        for x in range(1, m + 1):
            yield tuple(v - x for v in board)
    else:
        zeros = board.count(0)
        for k in range(1, zeros + 1):
            yield board[k:]
