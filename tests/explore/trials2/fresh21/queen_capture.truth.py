# Truth for Codeforces 493D Vasya and Chess: a memoised search over (the pawns left as a bit mask,
# the cell of the queen to move, the cell of the other queen); the mover captures the nearest
# piece along one of the eight queen lines; capturing the enemy queen wins at once; no capture
# loses. True when White (first) wins. (n <= 4: the 5 x 5 board reaches some 3 million states.)
from functools import lru_cache

_DIRS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def valid(position):
    return 2 <= position[0] <= 4


def truth(position):
    (n,) = position

    @lru_cache(maxsize=None)
    def wins(pawns, me, other):
        r, c = divmod(me, n)
        for dr, dc in _DIRS:
            rr, cc = r + dr, c + dc
            while 0 <= rr < n and 0 <= cc < n:
                cell = rr * n + cc
                if cell == other:
                    return True
                if pawns >> cell & 1:
                    if not wins(pawns & ~(1 << cell), other, cell):
                        return True
                    break
                rr, cc = rr + dr, cc + dc
        return False
    pawns = ((1 << (n * n)) - 1) & ~1 & ~(1 << (n - 1))
    return wins(pawns, 0, n - 1)
