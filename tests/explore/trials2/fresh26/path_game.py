# PathGame (Topcoder SRM 637): a board of 2 rows and N columns, each cell white or black, with a
# path of white cells (side to side steps) from the leftmost column to the rightmost one. In turn,
# Snuke first, a player paints one white cell black, and after the move such a path must still
# exist. The player who cannot move loses. A position: the board written column by column, one
# letter a column: '.' both cells white, 'u' the upper cell black, 'd' the lower cell black (a
# column with both cells black leaves no path). A state: the same string. The result: whether
# Snuke, the first player, wins.
result = "win"


def _has_path(s):
    white = [(s[c] != "u", s[c] != "d") for c in range(len(s))]
    reach = [[False, False] for _ in s]
    stack = [(0, r) for r in (0, 1) if white[0][r]]
    for c, r in stack:
        reach[c][r] = True
    while stack:
        c, r = stack.pop()
        for c2, r2 in ((c, 1 - r), (c - 1, r), (c + 1, r)):
            if 0 <= c2 < len(s) and white[c2][r2] and not reach[c2][r2]:
                reach[c2][r2] = True
                stack.append((c2, r2))
    return reach[-1][0] or reach[-1][1]


positions = string(".ud", length=range(1, 9)).where(_has_path)


def moves(s):
    for i, c in enumerate(s):
        if c == ".":
            for x in "ud":
                board = s[:i] + x + s[i + 1:]
                if _has_path(board):
                    yield board
