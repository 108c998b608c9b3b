# Grid Game 2×2 (Baekjoon 35172): a huge grid, N of its cells black, the rest white. Kita and Kami
# move in turn, Kita first. A turn: pick a black cell (r, c); pick a subset K of {1, ..., t}, where
# t is the largest integer with 2^t <= min(r, c) (K may be empty); for each k in K, toggle the
# colour of every cell (r - i, c - j) with 0 <= i < 2^k, 0 <= j < 2^k and (i, j) != (0, 0); then
# toggle the cell (r, c) itself (it turns white). A player with no black cell to pick loses. The
# result: whether Kita, the first player, wins (the answer "Kita"). A position: the input's cells
# one after another, R_1 C_1 R_2 C_2 ..., all different; 1..4 cells with rows and columns 1..3
# declared here (the statement allows N <= 200,000 and coordinates up to 10^9). A state: the black
# cells, sorted.
positions = sequence(values=range(1, 4), length=range(2, 9)).where(
    lambda a: len(a) % 2 == 0 and len(set(zip(a[0::2], a[1::2]))) == len(a) // 2)
result = "win"


def start(a):
    return tuple(sorted(set(zip(a[0::2], a[1::2]))))


def moves(cells):
    black = set(cells)
    options = set()
    for r, c in cells:
        t = 0
        while 2 ** (t + 1) <= min(r, c):
            t += 1
        for chosen in range(1 << t):
            after = set(black)
            for k in range(1, t + 1):
                if chosen >> (k - 1) & 1:
                    for i in range(2 ** k):
                        for j in range(2 ** k):
                            if (i, j) != (0, 0):
                                after ^= {(r - i, c - j)}
            after ^= {(r, c)}
            options.add(tuple(sorted(after)))
    return sorted(options)


def canonical(state):
    return state
