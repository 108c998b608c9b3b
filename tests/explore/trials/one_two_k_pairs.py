# 1-2-K Game (Codeforces 1194D) on pairs (n, k): a chip on cell n of the strip 0..n; a move takes
# it 1, 2 or k cells to the left (never past 0); k >= 3. Who cannot move loses.
positions = numbers(n=range(0, 30), k=range(3, 10))


def moves(p):
    n, k = p
    for d in (1, 2, k):
        if d <= n:
            yield (n - d, k)
