# Truth for Baekjoon 30688 (Cartel Nim): a plain memoised search with the three players apart,
# over (the stones left, who is to move: 0 A, 1 B, 2 C), the order A, B, C, A, ... A and B take
# 1..floor(K/2) stones, C takes 1..K; whoever takes the last stone wins, A and B winning
# together. team_wins(n, p) is True when A and B win from there: at A's or B's turn when some
# take leads to a team win (or takes the last stone), at C's turn when every take does (and C
# cannot take the last one). True when the team A-B wins from the start, A to move.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _team_wins(n, player, k):
    limit = k if player == 2 else k // 2
    nxt = (player + 1) % 3
    if player == 2:
        return all(x != n and _team_wins(n - x, nxt, k) for x in range(1, min(limit, n) + 1))
    return any(x == n or _team_wins(n - x, nxt, k) for x in range(1, min(limit, n) + 1))


def valid(position):
    return len(position) == 1 and position[0] >= 1


def truth(position, k=4):
    (n,) = position
    return _team_wins(n, 0, k)
