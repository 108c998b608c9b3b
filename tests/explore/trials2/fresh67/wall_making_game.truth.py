# Truth for Baekjoon 11717 (Wall Making Game): a plain memoised win/lose search over the set of
# wall cells, as a bitmask (the marked cells fixed): the mover picks a cell that is neither marked
# nor a wall and walls it and, in each of the four directions, the cells up to the first wall or
# the edge of the board. The board is the string cut into rows of w cells. True when the first
# player wins (the answer "First").
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    # judged at w = 2, 3 and 4: whole rows at each width
    return len(position) >= 12 and len(position) % 12 == 0 and set(position) <= set(".X")


def truth(position, w=2):
    assert len(position) % w == 0
    h = len(position) // w
    marked = 0
    for i, ch in enumerate(position):
        if ch == "X":
            marked |= 1 << i

    @lru_cache(maxsize=None)
    def wins(walls):
        for i in range(h * w):
            if (marked | walls) >> i & 1:
                continue
            r, c = divmod(i, w)
            after = walls | 1 << i
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                rr, cc = r + dr, c + dc
                while 0 <= rr < h and 0 <= cc < w and not walls >> (rr * w + cc) & 1:
                    after |= 1 << (rr * w + cc)
                    rr, cc = rr + dr, cc + dc
            if not wins(after):
                return True
        return False
    return wins(0)
