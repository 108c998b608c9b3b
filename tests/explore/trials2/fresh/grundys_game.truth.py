# Truth for CSES 2207. Heaps never interact, so a position of several heaps is a sum: a heap's
# Grundy value by the definition (mex over its splits, a split worth the xor of its two heaps).
import sys

sys.setrecursionlimit(100000)
_g = [0, 0]


def _grundy(n):
    while len(_g) <= n:
        m = len(_g)
        seen = {_g[a] ^ _g[m - a] for a in range(1, (m + 1) // 2)}
        v = 0
        while v in seen:
            v += 1
        _g.append(v)
    return _g[n]


def truth(position):
    return _grundy(position[0]) != 0
