# Truth for Timus 2068: the heaps are independent, so the position is the sum of its heaps,
# valued by the Sprague-Grundy theorem; a heap's value is found by a plain search (the mex over
# its splits into three odd heaps x + y + z of the xor of their values). Checked against a
# search of the whole multiset on every position of the game file.
_values = {}


def _value(a):
    if a not in _values:
        for n in range(1, a + 1, 2):  # warm from the bottom
            if n in _values:
                continue
            seen = set()
            for x in range(1, n, 2):
                for y in range(x, n - x, 2):
                    z = n - x - y
                    if z >= y:
                        seen.add(_values[x] ^ _values[y] ^ _values[z])
            g = 0
            while g in seen:
                g += 1
            _values[n] = g
    return _values[a]


def valid(position):
    return len(position) >= 1 and all(a >= 1 and a % 2 == 1 for a in position)


def truth(position):
    total = 0
    for a in position:
        total ^= _value(a)
    return total != 0
