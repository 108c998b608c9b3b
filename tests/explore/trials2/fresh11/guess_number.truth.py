# Truth for LeetCode 375: cost(lo, hi) is the money that guarantees finding any number of
# [lo, hi]: 0 for at most one number, else the minimum over guesses x of x plus the larger of
# cost(lo, x - 1) and cost(x + 1, hi) (the picker sends you to the worse side). The value is
# minus cost(1, n).
_cost = {}


def _fill(n):
    for width in range(0, n):
        for lo in range(1, n - width + 1):
            hi = lo + width
            if (lo, hi) in _cost:
                continue
            if width == 0:
                _cost[(lo, hi)] = 0
                continue
            best = None
            for x in range(lo, hi + 1):
                left = _cost[(lo, x - 1)] if x > lo else 0
                right = _cost[(x + 1, hi)] if x < hi else 0
                c = x + max(left, right)
                if best is None or c < best:
                    best = c
            _cost[(lo, hi)] = best


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    if (1, n) not in _cost:
        _fill(n)
    return -_cost[(1, n)]
