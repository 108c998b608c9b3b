# Fibonacci again and again (HDU 1848): three piles of m, n and p stones; a move takes a Fibonacci
# number of stones (1, 2, 3, 5, 8, 13, ...) from one pile. Fibo moves first; whoever takes the
# last stone wins.
positions = multiset(piles=range(1, 16), size=range(3, 4))

FIB = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]


def moves(piles):
    for i, a in enumerate(piles):
        for f in FIB:
            if f <= a:
                rest = piles[:i] + piles[i + 1:] + ((a - f,) if a > f else ())
                yield tuple(sorted(rest))
