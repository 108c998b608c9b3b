# Truth for HDU 5795: the Grundy value of one pile by a plain search of the whole game started
# from that pile (every take, every split into three), then the Sprague-Grundy theorem for the
# piles of a position (the xor of their values).
from oracle import grundy_search


def _moves(piles):
    out = set()
    for i, a in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        for left in range(a):
            out.add(tuple(sorted(rest + ((left,) if left else ()))))
        for x in range(1, a):
            for y in range(x, a):
                z = a - x - y
                if z >= y:
                    out.add(tuple(sorted(rest + (x, y, z))))
    return out


_grundy = grundy_search(_moves)


def truth(position):
    value = 0
    for a in position:
        if a > 0:
            value ^= _grundy((a,))
    return value
