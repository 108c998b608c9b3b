# Truth for GCPC 2023 Adolescent Architecture 2 (who wins, not the number of winning moves):
# the stacks never interact (a move puts one block on one stack), so the position is a sum of
# one-stack games (Sprague-Grundy): a top block's value by the definition, the mex over every
# block (shape, size) that fits strictly inside it, rotation allowed; the position's value is the
# xor over its stacks. Shapes 1 circle, 2 square, 3 triangle; the containment tests are exact
# integer forms of the largest inscribed shapes (see the game file's header). True when Peter,
# the first player, wins. (Checked against a plain search of the whole position, every stack
# together, and against the problem's five samples, counted as winning first moves.)
from functools import lru_cache


def _inside(i, x, j, y):
    if i == j:
        return x < y
    if (i, j) == (2, 1):
        return x * x < 2 * y * y
    if (i, j) == (3, 1):
        return x * x < 3 * y * y
    if (i, j) == (1, 2):
        return 2 * x < y
    if (i, j) == (3, 2):
        return x < 2 * y and (8 * y * y - x * x) ** 2 > 48 * y ** 4
    if (i, j) == (1, 3):
        return 12 * x * x < y * y
    return (x + 3 * y) ** 2 < 12 * y * y          # (2, 3): a square in a triangle


@lru_cache(maxsize=None)
def _grundy(j, y):
    seen = {_grundy(i, x) for i in (1, 2, 3) for x in range(1, 2 * y + 1) if _inside(i, x, j, y)}
    value = 0
    while value in seen:
        value += 1
    return value


def valid(position):
    return (len(position) >= 2 and len(position) % 2 == 0
            and all(s in (1, 2, 3) for s in position[0::2])
            and all(a >= 1 for a in position[1::2]))


def truth(position):
    total = 0
    for s, a in zip(position[0::2], position[1::2]):
        total ^= _grundy(s, a)
    return total != 0
