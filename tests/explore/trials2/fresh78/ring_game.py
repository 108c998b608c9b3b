# Black & White Ring Game (CodeChef RING_GAME): Alice and Bob play on a binary circular array A of
# N elements, Alice first. In one move a player chooses a circular continuous segment of the array
# and performs a left cyclic shift on it ([A_1, A_2, A_3] becomes [A_2, A_3, A_1]; a segment may
# wrap past A_N to A_1). diff(A) is the number of pairs of adjacent elements with different values,
# A_N and A_1 counted as adjacent. A move is allowed only if the updated array A' has
# diff(A') > diff(A). The player unable to make a move loses. The result: whether Alice wins.
# A position: the array as a string over "01", read as a circle (cyclic: the game does not change
# when the circle is rotated); N = 1..12 declared here (the statement allows N <= 10^6).
positions = string("01", length=range(1, 13), cyclic=True)
result = "win"


def _diff(a):
    return sum(a[i] != a[i - 1] for i in range(len(a))) if len(a) > 1 else 0


def moves(ring):
    n = len(ring)
    before = _diff(ring)
    options = set()
    for start in range(n):
        for length in range(1, n + 1):
            where = [(start + k) % n for k in range(length)]
            cells = list(ring)
            for k in range(length):
                cells[where[k]] = ring[where[(k + 1) % length]]
            after = "".join(cells)
            if _diff(after) > before:
                options.add(after)
    return sorted(options)
