# 1-2-K Game (Codeforces 1194D): a strip of cells 0..n with a chip on cell n; a move takes the chip
# 1, 2 or k cells to the left (never past cell 0). Who cannot move loses. k >= 3 is a parameter.
k = param("k", 3)
positions = numbers(n=range(0, 40))


def moves(p):
    (n,) = p
    for d in (1, 2, k):
        if d <= n:
            yield (n - d,)
