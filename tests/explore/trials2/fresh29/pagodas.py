# Pagodas (HDU 5512, ICPC 2015 Shenyang): pagodas labelled 1..n, of which only a and b (a != b)
# stand. In turn, Yuwgna first, a monk rebuilds a pagoda i (1 <= i <= n, not standing yet) for
# which two standing pagodas j and k have i = j + k or i = j - k. The monk who cannot rebuild a
# pagoda loses. A position: (n, a, b). A state: (n, the labels standing, sorted). The result:
# whether Yuwgna, the first player, wins.
positions = numbers(n=range(2, 11), a=range(1, 11), b=range(1, 11)).where(
    lambda p: p[1] != p[2] and p[1] <= p[0] and p[2] <= p[0])
result = "win"


def start(position):
    n, a, b = position
    return (n, tuple(sorted((a, b))))


def moves(state):
    n, standing = state
    have = set(standing)
    new = set()
    for j in standing:
        for k in standing:
            if j != k:
                for i in (j + k, j - k):
                    if 1 <= i <= n and i not in have:
                        new.add(i)
    for i in sorted(new):
        yield (n, tuple(sorted(have | {i})))


def canonical(state):
    return state
