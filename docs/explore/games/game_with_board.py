# Game with Board (Codeforces 1841A): the board holds n ones; a move erases k >= 2 equal numbers v
# and writes k*v. A player who has NO move on their turn WINS (a misere game).
positions = numbers(n=range(2, 13))
result = "misere"


def start(n):
    return (1,) * n[0]          # the board: a sorted tuple


def canonical(board):
    return tuple(sorted(board))


def moves(board):
    for v in set(board):
        count = board.count(v)
        for k in range(2, count + 1):
            rest = list(board)
            for _ in range(k):
                rest.remove(v)
            yield tuple(rest) + (k * v,)
