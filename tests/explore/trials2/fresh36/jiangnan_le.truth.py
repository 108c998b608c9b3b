# Truth for HNOI 2014 江南乐 (BZOJ 3576): the piles are independent games, so a position is their
# sum, valued by the Sprague-Grundy theorem; one pile's value is found by a plain search: a pile
# of x >= F stones moves, for each M in 2..x, to the SUM of x mod M piles of x div M + 1 and
# M - x mod M piles of x div M (the xor of their values); a pile below F has no move. Checked
# against a search of the whole multiset on every position of the game file, at every F judged.
# True when the first player wins.
_memo = {}


def _grundy(x, f):
    if (x, f) not in _memo:
        seen = set()
        if x >= f:
            for m in range(2, x + 1):
                q, big = divmod(x, m)
                value = 0
                if big % 2:
                    value ^= _grundy(q + 1, f)
                if (m - big) % 2:
                    value ^= _grundy(q, f)
                seen.add(value)
        g = 0
        while g in seen:
            g += 1
        _memo[(x, f)] = g
    return _memo[(x, f)]


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position, f=3):
    for x in range(1, max(position) + 1):       # warm from the bottom (shallow recursion)
        _grundy(x, f)
    total = 0
    for x in position:
        total ^= _grundy(x, f)
    return total != 0
