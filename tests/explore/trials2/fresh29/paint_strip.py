# 涂色游戏 (HDU 4559, "Painting game"): a board of 2 rows and N columns, some cells painted
# already. In turn, Alice first, a player paints either one unpainted cell or a 2 x 2 square of
# four unpainted cells (two neighbouring columns). The player who paints the last cell wins, so a
# player with nothing left to paint has lost. (The input gives N and the painted cells.) A
# position: the board read column by column, 2 characters a column (top, then bottom), '#'
# painted and '.' not. A state: the same string. The result: whether Alice, the first player,
# wins.
positions = string(".#", length=range(2, 13, 2))
result = "win"


def moves(board):
    for i, ch in enumerate(board):
        if ch == ".":
            yield board[:i] + "#" + board[i + 1:]
    for c in range(len(board) // 2 - 1):
        if board[2 * c:2 * c + 4] == "....":
            yield board[:2 * c] + "####" + board[2 * c + 4:]
