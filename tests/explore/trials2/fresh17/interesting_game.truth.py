# Truth for Codeforces 87C on several piles: each pile is a game of its own (a split leaves
# independent piles), so a pile of x is valued by a plain search, g(x) = mex over the splits of
# x into k >= 2 consecutive sizes of the xor of their values, and the piles are added by the
# Sprague-Grundy theorem; the first player wins iff the xor is non-zero.
_g = [0]


def _grundy(x):
    while len(_g) <= x:
        n = len(_g)
        seen = set()
        k = 2
        while k * (k + 1) // 2 <= n:
            top = n - k * (k - 1) // 2
            if top % k == 0:
                low = top // k
                v = 0
                for s in range(low, low + k):
                    v ^= _g[s]
                seen.add(v)
            k += 1
        v = 0
        while v in seen:
            v += 1
        _g.append(v)
    return _g[x]


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    total = 0
    for x in position:
        total ^= _grundy(x)
    return total != 0
