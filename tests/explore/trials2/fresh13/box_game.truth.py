# Truth for HDU 1729 (one box): a plain search over the stones in the box for its capacity s,
# from full down to empty; a move adds d stones, 1 <= d <= c * c, up to s. The options of c are
# the counts c + 1 .. min(s, c + c * c), a window, so whether one of them loses is read from a
# running count of the losing counts above c (the same search, counted instead of listed).
_tables = {}


def _wins(s):
    if s not in _tables:
        wins = [False] * (s + 2)
        losing_above = [0] * (s + 2)  # losing_above[i] = #losing counts in i..s
        for c in range(s, -1, -1):
            top = min(s, c + c * c)
            losing = losing_above[c + 1] - losing_above[top + 1]
            wins[c] = losing > 0
            losing_above[c] = losing_above[c + 1] + (0 if wins[c] else 1)
        _tables[s] = wins
    return _tables[s]


def valid(position):
    s, c = position
    return s >= 1 and 0 <= c <= s


def truth(position):
    s, c = position
    return _wins(s)[c]
