# Truth for HDU 5512 (Pagodas): a plain memoised search over (n, the standing labels as a bit
# mask): a move adds a label i <= n not standing with i = j + k or i = j - k for two standing
# labels j != k; who cannot move loses. True when Yuwgna (first) wins.
from oracle import win_search

_searches = {}


def _solver(n):
    if n not in _searches:
        full = (1 << (n + 1)) - 2                     # bits 1..n

        def moves(mask):
            made = 0
            m = mask
            while m:
                bit = m & -m
                m ^= bit
                j = bit.bit_length() - 1
                others = mask ^ bit
                made |= (others << j) | (others >> j)     # k + j and k - j (k > j)
            made &= full & ~mask
            out = []
            while made:
                bit = made & -made
                made ^= bit
                out.append(mask | bit)
            return out
        _searches[n] = win_search(moves)
    return _searches[n]


def valid(position):
    n, a, b = position
    return 1 <= a <= n and 1 <= b <= n and a != b


def truth(position):
    n, a, b = position
    return _solver(n)((1 << a) | (1 << b))
