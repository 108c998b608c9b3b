# Truth for HackerRank Fun Game: a memoised minimax over (the pairs (A_i, B_i) left, sorted, P1's
# points minus P2's, who moves): P1 maximises and P2 minimises the sign of the final difference
# (+1: P1 wins, 0: a tie, -1: P2 wins). 'W', 'L' or 'D' for P1 (first).
from functools import lru_cache


@lru_cache(maxsize=None)
def _value(pairs, diff, who):
    if not pairs:
        return (diff > 0) - (diff < 0)
    values = []
    for i, (a, b) in enumerate(pairs):
        rest = pairs[:i] + pairs[i + 1:]
        values.append(_value(rest, diff + a if who == 0 else diff - b, 1 - who))
    return max(values) if who == 0 else min(values)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 1 for v in position)


def truth(position):
    n = len(position) // 2
    pairs = tuple(sorted(zip(position[:n], position[n:])))
    return {1: "W", 0: "D", -1: "L"}[_value(pairs, 0, 0)]
