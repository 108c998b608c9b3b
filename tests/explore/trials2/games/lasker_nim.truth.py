# Truth for HDU 3032: the piles are independent, so the game's value is the xor of the piles'
# Grundy values (the definition of a sum); one pile's value is the mex over its moves, a split
# being worth the xor of its two piles'.
_memo = {0: 0}


def _grundy(a):
    if a not in _memo:
        seen = {_grundy(b) for b in range(a)}
        seen |= {_grundy(p) ^ _grundy(a - p) for p in range(1, a)}
        value = 0
        while value in seen:
            value += 1
        _memo[a] = value
    return _memo[a]


def truth(position):
    total = 0
    for a in position:
        total ^= _grundy(a)
    return total != 0
