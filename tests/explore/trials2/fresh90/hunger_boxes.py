# Hungergame (BZOJ 3759): n boxes, box i holding a_i stones, every box closed at the start. Two
# players move in turn, the heroine first. A move is either to open any positive number of the
# boxes still closed, or to take a positive number of stones (at most all) from one open box.
# The player who cannot move loses. The question: does the first player win. A position: the
# a_i (order does not matter), 1..4 boxes of 1..6 stones declared here (the statement allows
# n <= 20 and a_i <= 10^9; its samples have boxes of 1 to 19 stones). A state: (the closed
# boxes, the open boxes), both sorted; an open box left empty is dropped, as no move can use it.


def _sub_multisets(items):
    # every sub-multiset of a sorted tuple, once each (the empty one included)
    if not items:
        yield ()
        return
    first, count = items[0], 1
    while count < len(items) and items[count] == first:
        count += 1
    for rest in _sub_multisets(items[count:]):
        for used in range(count + 1):
            yield (first,) * used + rest


positions = multiset(piles=range(1, 7), size=range(1, 5))
result = "win"


def start(boxes):
    return (tuple(sorted(boxes)), ())


def moves(state):
    closed, opened = state
    out = set()
    for chosen in _sub_multisets(closed):
        if chosen:
            rest = list(closed)
            for c in chosen:
                rest.remove(c)
            now_open = tuple(sorted(opened + tuple(c for c in chosen if c > 0)))
            out.add((tuple(rest), now_open))
    for i, a in enumerate(opened):
        for left in range(a):
            others = opened[:i] + opened[i + 1:]
            out.add((closed, tuple(sorted(others + ((left,) if left else ())))))
    return sorted(out)
