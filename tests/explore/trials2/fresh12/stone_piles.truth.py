# Truth for HackerRank Stone Piles: the piles are independent, so the position is the sum of its
# piles, valued by the Sprague-Grundy theorem; a pile's value is found by a plain search over
# every split of it into at least two distinct parts (the xor of the parts' values). Checked
# against a search of the whole multiset on every position of the game file.


def _splits(n, smallest):
    if n == 0:
        yield ()
        return
    for part in range(smallest, n + 1):
        for rest in _splits(n - part, part + 1):
            yield (part,) + rest


_memo = {}


def _value(x):
    if x not in _memo:
        seen = set()
        for parts in _splits(x, 1):
            if len(parts) >= 2:
                v = 0
                for p in parts:
                    v ^= _value(p)
                seen.add(v)
        g = 0
        while g in seen:
            g += 1
        _memo[x] = g
    return _memo[x]


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    total = 0
    for x in position:
        total ^= _value(x)
    return total != 0
