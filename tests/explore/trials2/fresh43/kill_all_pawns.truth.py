# Truth for LeetCode 3283 (Maximum Number of Moves to Kill All Pawns): a plain memoised minimax
# over (the knight's cell, the set of pawns left as a bit mask, whose turn): the player to move
# picks any pawn left, the knight goes there in the fewest knight moves of the 50 x 50 board (a
# BFS), the pawn is removed; Alice maximises the total number of moves, Bob minimises it. The
# value is that total (the game file's Alice's points minus Bob's).
import sys
from collections import deque
from functools import lru_cache

sys.setrecursionlimit(100000)

_SIZE = 50


@lru_cache(maxsize=None)
def _bfs(x, y):
    dist = [[-1] * _SIZE for _ in range(_SIZE)]
    dist[x][y] = 0
    queue = deque([(x, y)])
    while queue:
        a, b = queue.popleft()
        for da, db in ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)):
            u, v = a + da, b + db
            if 0 <= u < _SIZE and 0 <= v < _SIZE and dist[u][v] < 0:
                dist[u][v] = dist[a][b] + 1
                queue.append((u, v))
    return dist


def valid(position):
    if len(position) < 4 or len(position) % 2 or not all(0 <= v < _SIZE for v in position):
        return False
    cells = list(zip(position[0::2], position[1::2]))
    return len(set(cells)) == len(cells) and len(cells) - 1 <= 15


def truth(position):
    cells = list(zip(position[0::2], position[1::2]))
    knight, pawns = cells[0], cells[1:]
    m = len(pawns)
    spots = [knight] + pawns

    @lru_cache(maxsize=None)
    def total(at, left, alice):
        if left == 0:
            return 0
        dist = _bfs(*spots[at])
        values = [dist[pawns[j][0]][pawns[j][1]] + total(j + 1, left & ~(1 << j), not alice)
                  for j in range(m) if left >> j & 1]
        return max(values) if alice else min(values)

    return total(0, (1 << m) - 1, True)
