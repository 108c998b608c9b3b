# Truth for HDU 4678 (Mine), boards of 3 columns read row by row: a plain memoised search of the
# face-down safe cells as a bit mask, per board: a click turns over a number cell alone, or a
# blank cell together with every face-down cell its 8-neighbour spread reaches (through blanks);
# who cannot click loses. True when Xiemao (first) wins.
from oracle import win_search

W = 3
_games = {}


def _near(n, i):
    rows = n // W
    r, c = divmod(i, W)
    return [(r + dr) * W + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < W]


def _solver(board):
    if board not in _games:
        n = len(board)
        blank = [board[i] != "*" and all(board[j] != "*" for j in _near(n, i)) for i in range(n)]

        def moves(mask):
            out = []
            m = mask
            while m:
                bit = m & -m
                m ^= bit
                i = bit.bit_length() - 1
                opened, stack = bit, [i]
                while stack:
                    x = stack.pop()
                    if blank[x]:
                        for y in _near(n, x):
                            if mask >> y & 1 and not opened >> y & 1:
                                opened |= 1 << y
                                stack.append(y)
                out.append(mask & ~opened)
            return out
        _games[board] = win_search(moves)
    return _games[board]


def _promise(board):
    n = len(board)
    blank = [board[i] != "*" and all(board[j] != "*" for j in _near(n, i)) for i in range(n)]
    area = {}
    for i in range(n):
        if blank[i] and i not in area:
            stack, area[i] = [i], i
            while stack:
                x = stack.pop()
                for y in _near(n, x):
                    if blank[y] and y not in area:
                        area[y] = i
                        stack.append(y)
    return all(len({area[j] for j in _near(n, i) if j in area}) <= 1
               for i in range(n) if board[i] != "*" and not blank[i])


def valid(board):
    return len(board) >= W and len(board) % W == 0 and set(board) <= {".", "*"} and _promise(board)


def truth(board):
    mask = sum(1 << i for i, ch in enumerate(board) if ch == ".")
    return _solver(board)(mask)
