# Truth for HDU 5011: the piles are independent, so the position is the sum of its piles, valued
# by the Sprague-Grundy theorem; a pile's value is found by a plain search (the mex over: what is
# left, 0 .. a - 1, as one pile, and every split of it into two non-empty piles, the xor of their
# values). Checked against a search of the whole multiset on every position of the game file.
_values = [0]


def _value(a):
    while len(_values) <= a:
        n = len(_values)
        seen = set()
        for left in range(n):
            seen.add(_values[left])
            for x in range(1, left // 2 + 1):
                seen.add(_values[x] ^ _values[left - x])
        g = 0
        while g in seen:
            g += 1
        _values.append(g)
    return _values[a]


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    total = 0
    for a in position:
        total ^= _value(a)
    return total != 0
