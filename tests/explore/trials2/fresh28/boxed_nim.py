# Boxed Nim (yukicoder No.2282): N boxes, box i holding A_i stones (possibly none), every lid
# closed at the start. In turn, the first player first, a player either opens one closed box, or
# picks an open box holding at least one stone and removes one or more stones from it. The player
# who cannot move loses. A position: the stone counts A_1 .. A_N (order does not matter). A state:
# the boxes as sorted (stones, open) pairs, open 0 or 1. The result: whether the first player wins.
positions = multiset(piles=range(0, 6), size=range(1, 5))
result = "win"


def start(counts):
    return tuple(sorted((a, 0) for a in counts))


def moves(boxes):
    for i, (a, is_open) in enumerate(boxes):
        if i > 0 and boxes[i - 1] == (a, is_open):
            continue
        rest = boxes[:i] + boxes[i + 1:]
        if not is_open:
            yield tuple(sorted(rest + ((a, 1),)))
        else:
            for left in range(a):
                yield tuple(sorted(rest + ((left, 1),)))


def canonical(state):
    return state
