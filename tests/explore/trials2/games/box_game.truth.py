# Truth for UVa 12293: the two boxes as they are; empty the smaller one (either if equal) and
# split the other box's balls between the two boxes, each keeping at least one.
from oracle import win_search


def _moves(boxes):
    a, b = boxes
    kept = [b] if a < b else [a] if b < a else [a, b]
    return [(k, x - k) for x in kept for k in range(1, x)]


_wins = win_search(_moves)


def truth(position):
    return _wins((position[0], 1))
