# Truth for CodeChef CHCOINSG (Chef and Coins Game): a plain table of "the player to move wins"
# for 0..n coins, built upwards: n coins win iff some allowed take (1, or a prime power p^x with
# x >= 1, at most n) leaves a losing pile; 0 coins lose. The prime powers come from a sieve.
# True when Chef (first) wins. (Checked against the samples: 1 and 8 coins, Chef wins both.)
_table = [False]
_takes = [1]


def _extend(limit):
    top = len(_table) - 1
    if limit <= top:
        return
    sieve = [True] * (limit + 1)
    powers = []
    for q in range(2, limit + 1):
        if sieve[q]:
            for m in range(q * q, limit + 1, q):
                sieve[m] = False
            power = q
            while power <= limit:
                powers.append(power)
                power *= q
    _takes[:] = sorted(set([1] + powers))
    for n in range(top + 1, limit + 1):
        _table.append(any(not _table[n - t] for t in _takes if t <= n))


def valid(position):
    return len(position) == 1 and position[0] >= 1


def truth(position):
    (n,) = position
    _extend(n)
    return _table[n]
