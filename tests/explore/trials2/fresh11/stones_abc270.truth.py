# Truth for AtCoder ABC 270 D with A = (1, 4): every stone is removed by one of the two, so
# Takahashi's stones are (N + d) / 2 where d is the minimax of (the mover's stones minus the
# other's) over the takes of A (a plain search from the bottom up).
from oracle import score_search

TAKES = (1, 4)
_best = score_search(lambda n: [(n - a, a) for a in TAKES if a <= n])


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    for low in range(0, n + 1):       # warm from the bottom (shallow recursion)
        _best(low)
    return (n + _best(n)) // 2
