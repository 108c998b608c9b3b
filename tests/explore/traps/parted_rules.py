# A chip on cell n moves 1 or 2 cells left, or 12 cells left from a cell of at least 12. Normal
# play. Mined on n < 12 the rule is n mod 3 != 0; equally simple rules agree there and part from
# n = 12 on (1-2-K with K = 12).
positions = numbers(n=range(0, 12))


def moves(p):
    n = p[0]
    for t in (1, 2, 12):
        if t <= n:
            yield (n - t,)
