# Truth for Topcoder SRM 360 TakeSubstringGame: a plain table from 1 up: n is won when some
# positive proper substring m of n's decimal digits (read as a number) leads to a lost n - m;
# a number with no winning m (1..9 have no proper substring at all) is lost. True when the first
# player wins.
_table = [False]


def _subs(n):
    s = str(n)
    out = set()
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            if j - i < len(s):
                m = int(s[i:j])
                if m > 0:
                    out.add(m)
    return out


def _grow(top):
    for n in range(len(_table), top + 1):
        _table.append(any(not _table[n - m] for m in _subs(n)))


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    _grow(n)
    return _table[n]
