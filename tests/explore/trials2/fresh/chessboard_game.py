# A Chessboard Game (HackerRank): a coin on a 15 x 15 board at (x, y), 1-indexed. A move takes
# it to (x - 2, y + 1), (x - 2, y - 1), (x + 1, y - 2) or (x - 1, y - 2), staying on the board.
# The first player moves first; who cannot move loses.
positions = numbers(x=range(1, 12), y=range(1, 12))
SIZE = 15


def moves(position):
    x, y = position
    for dx, dy in ((-2, 1), (-2, -1), (1, -2), (-1, -2)):
        if 1 <= x + dx <= SIZE and 1 <= y + dy <= SIZE:
            yield (x + dx, y + dy)
