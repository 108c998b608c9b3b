# Cubes (Codeforces 520D): a figure of m cubes numbered 0..m-1, each given by the integer
# coordinates (x, y) of its lower left corner (OX the ground, OY upwards; no two cubes in one
# place). The figure is stable: every cube with y > 0 has a cube at (x - 1, y - 1), (x, y - 1) or
# (x + 1, y - 1). Vasya and Petya take the cubes out in turns, Vasya first, always so that the
# figure left stays stable, and lay them in a row left to right; the numbers on the cubes then
# form a number in base m (the first cube taken is its leading digit). Vasya wants it as large as
# possible, Petya as small as possible. The answer: that number with optimal play (modulo
# 10^9 + 9, which the numbers here never reach).
# A position: the cubes as the input writes them, x_0 y_0 x_1 y_1 ... in the order of their
# numbers, in one sequence; declared here: m = 2..5 cubes with 0 <= x, y <= 2 (positions kept by
# the filter: distinct places, a stable figure); the statement allows m <= 10^5, |x| <= 10^9 and
# 0 <= y <= 10^9.
# A state: (the cubes' places, a tuple of 0/1 flags for the cubes still in the figure). Taking
# out cube i as the t-th cube (t = 0, 1, ...) puts i * m^(m - 1 - t) into the number: Vasya's move
# earns him that, Petya's move earns him minus that, so the value of a position (Vasya's side:
# he moves first) is the number.


def _stable(places):
    taken = set(places)
    return all(y == 0 or any((x + dx, y - 1) in taken for dx in (-1, 0, 1)) for x, y in places)


def _figure(p):
    return [(p[i], p[i + 1]) for i in range(0, len(p), 2)]


positions = sequence(values=range(0, 3), length=range(4, 11, 2)).where(
    lambda p: len(set(_figure(p))) == len(p) // 2 and _stable(_figure(p)))
result = "score"


def start(p):
    places = tuple(_figure(p))
    return (places, (1,) * len(places))


def moves(state):
    places, left = state
    m = len(places)
    t = m - sum(left)                                 # cubes taken out so far
    sign = 1 if t % 2 == 0 else -1                    # Vasya's move, or Petya's
    options = []
    for i in range(m):
        if not left[i]:
            continue
        after = left[:i] + (0,) + left[i + 1:]
        if _stable([places[j] for j in range(m) if after[j]]):
            options.append(((places, after), sign * i * m ** (m - 1 - t)))
    return options


def canonical(state):
    return state
