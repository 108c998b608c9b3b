# Truth for HDU 3389: every legal transfer (from box A to a box B < A with A + B odd and a
# multiple of 3, any positive number of cards) searched over the tuple of box contents.
from oracle import win_search


def _moves(boxes):
    n = len(boxes)
    out = []
    for src in range(n):                 # box src + 1
        for dst in range(src):           # box dst + 1
            total = src + dst + 2
            if total % 6 != 3 or boxes[src] == 0:
                continue
            for k in range(1, boxes[src] + 1):
                row = list(boxes)
                row[src] -= k
                row[dst] += k
                out.append(tuple(row))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1


def truth(position):
    return _wins(tuple(position))
