# Truth for AtCoder AGC 048 D: the state is (l, r, stones at l, stones at r, whose turn) over
# the original row (the inner piles are untouched); every take searched, normal play.
from oracle import win_search


def truth(position):
    row = tuple(position)

    def moves(state):
        l, r, x, y, turn = state
        if l > r:
            return []
        out = []
        if turn == 0:                         # First, at the left end
            for take in range(1, x + 1):
                if take < x:
                    out.append((l, r, x - take, y if l < r else x - take, 1))
                else:
                    nl = l + 1
                    out.append((nl, r, row[nl] if nl < r else y, y, 1) if nl <= r else (nl, r, 0, 0, 1))
        else:                                 # Second, at the right end
            for take in range(1, y + 1):
                if take < y:
                    out.append((l, r, x if l < r else y - take, y - take, 0))
                else:
                    nr = r - 1
                    out.append((l, nr, x, row[nr] if nr > l else x, 0) if nr >= l else (l, nr, 0, 0, 0))
        return out
    n = len(row)
    return win_search(moves)((0, n - 1, row[0], row[-1], 0))


def valid(position):
    return len(position) >= 1 and min(position) >= 1
