# Deque (AtCoder Educational DP Contest L): a sequence; a move removes the first or the last
# element and scores its value. The value is the mover's total minus the other's.
positions = sequence(values=range(1, 4), length=range(0, 6))
result = "score"


def moves(a):
    if a:
        yield (a[1:], a[0])
        yield (a[:-1], a[-1])
