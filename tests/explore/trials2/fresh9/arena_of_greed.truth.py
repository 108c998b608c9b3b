# Truth for Codeforces 1425A: for each number of coins in the chest, the mover's and the other's
# totals under best play, each player maximising their own total: the mover takes 1 coin, or
# half when the count is even, then the other plays on what is left. Filled bottom-up.
_table = [(0, 0)]                     # _table[n] = (mover's coins, other's coins) from n coins


def _fill(top):
    while len(_table) <= top:
        n = len(_table)
        options = []
        for take in ([1, n // 2] if n % 2 == 0 else [1]):
            theirs, mine = _table[n - take]
            options.append((take + mine, theirs))
        best = max(o[0] for o in options)
        _table.append(min((o for o in options if o[0] == best), key=lambda o: o[1]))


def valid(position):
    return position[0] >= 1


def truth(position):
    n = position[0]
    _fill(n)
    return _table[n][0]
