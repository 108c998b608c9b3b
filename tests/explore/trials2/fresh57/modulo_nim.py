# Modulo Nim (AtCoder ARC 134 E), the game alone: N integers, each at least 1, are written on a
# blackboard. Taro The First and Jiro The Second alternate, Taro first. On a turn, let X be the
# largest integer written: if X = 0, the current player wins and the game ends; otherwise the
# player chooses an integer m with 1 <= m <= X and replaces each of the N integers by its
# remainder modulo m. (The problem counts, over the ways Snuke may write the N integers, those
# Taro wins; here: whether Taro wins on one board.) A position: the board as a multiset, 1..4
# integers of 1..8 declared here (the statement allows N <= 200 and integers up to 200). A state:
# the N integers, sorted (zeros kept). Every integer below m stays, so the largest one falls at
# each move and play ends; where every integer is 0 the game is over and winner() says the player
# to move won. The result: whether Taro, the first player, wins.
positions = multiset(piles=range(1, 9), size=range(1, 5))
result = "win"


def moves(board):
    top = max(board)
    if top == 0:
        return []                                   # X = 0: the game is over
    return sorted({tuple(sorted(v % m for v in board)) for m in range(1, top + 1)})


def winner(board):
    return "mover"                                  # X = 0: the current player wins
