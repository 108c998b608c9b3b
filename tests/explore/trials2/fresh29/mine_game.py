# Mine (HDU 4678, 2013 Multi-University Training Contest 8): a minesweeper board whose mines are
# all known. Every cell starts face down. In turn, Xiemao first, a player clicks a face-down cell
# that holds no mine (nobody ever clicks a mine): a cell with a mine among its 8 neighbours (a
# number) just turns over; a cell with none (a blank) turns over and clicks every neighbour in
# its 8 directions that is still face down, which spreads through the blanks. The player with no
# cell to click loses. The problem promises that no cell is turned over by two different blank
# areas (no number touches two separate blank areas); the boards here keep that promise. (The
# problem's board is up to 1000 x 1000; here it has 3 columns.) A position: the board read row by
# row, 3 characters a row, '*' a mine and '.' a safe cell. A state: the same with 'o' for the
# safe cells turned over. The result: whether Xiemao, the first player, wins.
W = 3


def _near(board, i):
    rows = len(board) // W
    r, c = divmod(i, W)
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < W:
                yield (r + dr) * W + c + dc


def _blank(board, i):
    return all(board[j] != "*" for j in _near(board, i))


def _promise(board):
    if len(board) % W or not board:
        return False
    area = {}
    for i, ch in enumerate(board):           # label the blank areas (8-connected blanks)
        if ch != "*" and _blank(board, i) and i not in area:
            stack, area[i] = [i], i
            while stack:
                x = stack.pop()
                for y in _near(board, x):
                    if board[y] != "*" and _blank(board, y) and y not in area:
                        area[y] = i
                        stack.append(y)
    for i, ch in enumerate(board):
        if ch != "*" and not _blank(board, i):
            if len({area[j] for j in _near(board, i) if j in area}) > 1:
                return False
    return True


positions = string(".*", length=range(3, 13, 3)).where(_promise)
result = "win"


def moves(state):
    for i, ch in enumerate(state):
        if ch == ".":
            board = list(state)
            stack = [i]
            board[i] = "o"
            while stack:
                x = stack.pop()
                if _blank(state, x):
                    for y in _near(state, x):
                        if board[y] == ".":
                            board[y] = "o"
                            stack.append(y)
            yield "".join(board)
