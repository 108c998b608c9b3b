# Truth for Codeforces 630R: a memoised search over the bit mask of the cells still paintable;
# painting a cell makes it and its side neighbours unpaintable. True when the first player wins.
# (n <= 5: the 5 x 5 field reaches some 55,000 masks.)
from functools import lru_cache


def valid(position):
    return 1 <= position[0] <= 5


def truth(position):
    (n,) = position
    near = []
    for c in range(n * n):
        r, q = divmod(c, n)
        m = 1 << c
        if q > 0:
            m |= 1 << (c - 1)
        if q < n - 1:
            m |= 1 << (c + 1)
        if r > 0:
            m |= 1 << (c - n)
        if r < n - 1:
            m |= 1 << (c + n)
        near.append(m)

    @lru_cache(maxsize=None)
    def wins(free):
        f = free
        while f:
            low = f & -f
            c = low.bit_length() - 1
            if not wins(free & ~near[c]):
                return True
            f ^= low
        return False
    return wins((1 << (n * n)) - 1)
