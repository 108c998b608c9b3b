# Interval Game 2 (AtCoder ABC 206 F): N half-open intervals [L_i, R_i) with L_i < R_i. In turn,
# Alice first, a player chooses one of them that does not intersect any interval chosen before.
# The player who cannot choose loses. A position: (L_1, R_1, L_2, R_2, ...). A state: the
# intervals still free to choose (those meeting no chosen one), sorted. The result: whether
# Alice, the first player, wins.
positions = sequence(values=range(1, 7), length=range(2, 7, 2)).where(
    lambda s: all(s[i] < s[i + 1] for i in range(0, len(s), 2)))
result = "win"


def start(ends):
    return tuple(sorted((ends[i], ends[i + 1]) for i in range(0, len(ends), 2)))


def moves(free):
    for i, (left, right) in enumerate(free):
        if i > 0 and free[i - 1] == (left, right):
            continue
        yield tuple(iv for iv in free if iv[1] <= left or right <= iv[0])


def canonical(state):
    return state
