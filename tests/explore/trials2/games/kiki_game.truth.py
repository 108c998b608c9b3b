# Truth for HDU 2147: the coin's row and column on the board, starting at row 1, column m.

from oracle import win_search


def truth(position):
    n, m = position

    def moves(cell):
        r, c = cell
        out = []
        if c > 1:
            out.append((r, c - 1))
        if r < n:
            out.append((r + 1, c))
        if c > 1 and r < n:
            out.append((r + 1, c - 1))
        return out
    return win_search(moves)((1, m))
