# Truth for Codeforces 150A: the last number written; a move writes a divisor strictly between 1
# and it; a player who cannot move has won.
_memo = {}


def _divisors(q):
    out, d = [], 2
    while d * d <= q:
        if q % d == 0:
            out.append(d)
            if d * d != q:
                out.append(q // d)
        d += 1
    return out


def _wins(q):
    if q not in _memo:
        options = _divisors(q)
        _memo[q] = not options or any(not _wins(d) for d in options)
    return _memo[q]


def valid(position):
    return position[0] >= 1


def truth(position):
    return _wins(position[0])
