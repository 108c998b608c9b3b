# Paint Chain (HDU 3980): a circular chain of n beads, none painted. In turn, Aekdycoin first, a
# player chooses m consecutive beads of the circle that are all unpainted and paints them. The
# player who cannot do so loses. After the first painting the unpainted beads form a row (a
# piece of the chain with two ends); a painting inside a row leaves the beads on its two sides
# as two rows, a sum of two games. The result: whether Aekdycoin, the first player, wins.
m = param("m", 3)
assert m >= 1, "the rules ask for m >= 1"
positions = numbers(n=range(1, 41))


def start(position):
    (n,) = position
    return ("circle", n)


def moves(state):
    kind, length = state
    if length < m:
        return
    if kind == "circle":
        yield ("row", length - m)     # every choice on a circle is the same up to rotation
        return
    for left in range(0, length - m + 1):
        right = length - m - left
        if left <= right:
            yield [("row", left), ("row", right)]


def canonical(state):
    return state
