# Truth for Luogu P11565 (【MX-X7-T6】[LSOT-3] 棋盘): a plain memoised minimax of the number of
# moves left. The points left of the smallest point holding two or more pieces never change again
# (pieces only ever move to the right of it), so the state is the counts from that point on and
# whose turn it is. Alice minimises the number of moves, Bob maximises it. The value returned is
# minus the number of moves (the game file's value, Alice's; the answer is -value).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return position[0] >= 1


@lru_cache(maxsize=None)
def _moves_left(counts, alice):
    # counts[0] is the smallest point with two or more pieces, or counts is empty
    if not counts:
        return 0
    results = []
    for step in (1, 2):
        after = list(counts) + [0] * max(0, step + 1 - len(counts))
        after[0] -= 2
        after[step] += 1
        while after and after[0] < 2:
            after.pop(0)
        if after and max(after) < 2:
            after = []
        results.append(1 + _moves_left(tuple(after), not alice))
    return min(results) if alice else max(results)


def truth(position):
    n = position[0]
    if n < 2:
        return 0
    for m in range(2, n):              # smaller n first (shallow recursion)
        _moves_left((m,), True)
    return -_moves_left((n,), True)
