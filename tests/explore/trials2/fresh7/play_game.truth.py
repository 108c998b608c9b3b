# Truth for HDU 4597: the two piles as index ranges [a, b) and [c, d); every take of an end card
# of either pile searched as a minimax of the taker's total minus the other's.
from oracle import score_search


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0


def truth(position):
    n = len(position) // 2
    top, low = position[:n], position[n:]

    def moves(state):
        a, b, c, d = state
        out = []
        if a < b:
            out.append(((a + 1, b, c, d), top[a]))
            out.append(((a, b - 1, c, d), top[b - 1]))
        if c < d:
            out.append(((a, b, c + 1, d), low[c]))
            out.append(((a, b, c, d - 1), low[d - 1]))
        return out
    return score_search(moves)((0, n, 0, n))
