# Truth for CodeChef NUMGAME2: a plain search over N; a move subtracts 1 or a prime x < N; no
# move loses (N = 1 has none).
from oracle import win_search

_LIMIT = 5000
_sieve = [True] * (_LIMIT + 1)
_sieve[0] = _sieve[1] = False
for _i in range(2, int(_LIMIT ** 0.5) + 1):
    if _sieve[_i]:
        for _j in range(_i * _i, _LIMIT + 1, _i):
            _sieve[_j] = False
_TAKES = [1] + [x for x in range(2, _LIMIT + 1) if _sieve[x]]


def _moves(n):
    out = []
    for x in _TAKES:
        if x >= n:
            break
        out.append(n - x)
    return out


_wins = win_search(_moves)


def valid(position):
    return 1 <= position[0] <= _LIMIT


def truth(position):
    (n,) = position
    for low in range(1, n + 1):       # warm from the bottom (shallow recursion)
        _wins(low)
    return _wins(n)
