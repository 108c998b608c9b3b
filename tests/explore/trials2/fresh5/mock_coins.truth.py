# Truth for HDU 3537: every turn of one to three coins (the rightmost of them heads to tails),
# searched as one game over the set of heads (a bitmask).
from oracle import grundy_search


def _moves(mask):
    out = set()
    for x in range(mask.bit_length()):
        if mask >> x & 1:
            rest = mask ^ (1 << x)
            out.add(rest)
            for y in range(x):
                out.add(rest ^ (1 << y))
                for z in range(y):
                    out.add(rest ^ (1 << y) ^ (1 << z))
    return out


_grundy = grundy_search(_moves)


def valid(position):
    return len(position) >= 1 and len(set(position)) == len(position) and min(position) >= 0


def truth(position):
    mask = 0
    for x in position:
        mask |= 1 << x
    return _grundy(mask)
