# Truth for CodeChef GAMOFNUM: a move changes one number only, so the array is the sum of its
# numbers (Sprague-Grundy); a number x is valued by a plain memoised search (../oracle.py's
# grundy_search): the mex over the primes p dividing x and 1 <= i < p of the value of x * i / p.
# True when Alice (first) wins (the xor of the values is not 0).
from oracle import grundy_search


def _primes_of(x):
    out, p = [], 2
    while p * p <= x:
        if x % p == 0:
            out.append(p)
            while x % p == 0:
                x //= p
        p += 1
    if x > 1:
        out.append(x)
    return out


def _moves(x):
    return {x // p * i for p in _primes_of(x) for i in range(1, p)}


_grundy = grundy_search(_moves)


def valid(position):
    return len(position) >= 1 and all(x >= 1 for x in position)


def truth(position):
    total = 0
    for x in position:
        for low in range(1, x + 1):         # warm from the bottom (shallow recursion)
            _grundy(low)
        total ^= _grundy(x)
    return total != 0
