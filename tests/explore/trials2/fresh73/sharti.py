# Sharti (Codeforces 494E): an n x n board, each cell white or black; rows 1..n from the top,
# columns 1..n from the left. The players alternate, Hamed first. A move: choose a square of side
# at most k whose lower-right cell is white, and invert the colours of all its cells. The player
# who cannot move loses. The result: whether Hamed (moving first) wins ("Hamed").
# A position: the board written row after row in one string, '1' for a white cell and '0' for a
# black one (n^2 characters); declared here: n = 1..3 (530 boards); the statement allows
# n <= 10^9 with the white cells given as a union of m <= 5 * 10^4 rectangles (every board is
# such a union, of its single cells); k is the parameter (--set k=2), 1 <= k <= n in the
# statement (a k larger than n allows the same moves as k = n).
k = param("k", 1)
assert k >= 1, "the rules ask for k >= 1"
positions = string("01", length=range(1, 10)).where(lambda s: round(len(s) ** 0.5) ** 2 == len(s))
result = "win"


def moves(board):
    n = round(len(board) ** 0.5)
    options = []
    for r in range(n):
        for c in range(n):
            if board[r * n + c] != "1":
                continue
            for side in range(1, min(k, r + 1, c + 1) + 1):
                cells = list(board)
                for rr in range(r - side + 1, r + 1):
                    for cc in range(c - side + 1, c + 1):
                        cells[rr * n + cc] = "0" if cells[rr * n + cc] == "1" else "1"
                options.append("".join(cells))
    return options
