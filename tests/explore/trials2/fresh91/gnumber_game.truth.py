# Truth for Baekjoon 12070 (gNumbers): a plain memoised win/lose search over the current number
# C. The prime factors come from trial division up to the square root. A gNumber (its digit sum
# is 1 or a prime) loses for the player to move; otherwise the mover strips every copy of one
# prime factor and wins when that leaves the other player losing. True when Laurence, moving
# first, wins.
from functools import lru_cache


def valid(position):
    return len(position) == 1 and position[0] >= 1


def _prime_factors(c):
    out = []
    f = 2
    while f * f <= c:
        if c % f == 0:
            out.append(f)
            while c % f == 0:
                c //= f
        f += 1
    if c > 1:
        out.append(c)
    return out


def _is_g(c):
    s = 0
    while c:
        s += c % 10
        c //= 10
    if s < 2:
        return True
    d = 2
    while d * d <= s:
        if s % d == 0:
            return False
        d += 1
    return True


@lru_cache(maxsize=None)
def _mover_wins(c):
    if _is_g(c):
        return False
    for f in _prime_factors(c):
        rest = c
        while rest % f == 0:
            rest //= f
        if not _mover_wins(rest):
            return True
    return False


def truth(position):
    return _mover_wins(position[0])
