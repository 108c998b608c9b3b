# Truth for HDU 3951: the circle's first move leaves one row; a row's Grundy value by a plain
# search of its takes (each take leaves two rows, whose values add by xor, Sprague-Grundy); the
# first player wins iff some first take leaves a row of value 0.
_rows = {}


def _row(m, k):
    table = _rows.setdefault(k, [0])
    while len(table) <= m:
        r = len(table)
        seen = set()
        for t in range(1, min(k, r) + 1):
            for left in range(0, r - t + 1):
                seen.add(table[left] ^ table[r - t - left])
        g = 0
        while g in seen:
            g += 1
        table.append(g)
    return table[m]


def valid(position):
    return position[0] >= 1


def truth(position, k=2):
    n = position[0]
    return any(_row(n - t, k) == 0 for t in range(1, min(k, n) + 1))
