# Truth for HDU 2486 / POJ 3922: a plain search over (stones left, the most the mover may take);
# the first move takes 1 .. n - 1, a move of t lets the opponent take up to k * t; no move (no
# stone left) loses. The mover wins from (left, most) iff he wins from (left, most - 1) or taking
# exactly most wins: the same search, options counted one at a time.
_tables = {}


def _wins(k):
    if k not in _tables:
        _tables[k] = {}
    return _tables[k]


def _win(k, left, most):
    table = _wins(k)
    most = min(most, left)
    key = (left, most)
    if key in table:
        return table[key]
    stack = [key]
    while stack:
        left_, most_ = stack[-1]
        if (left_, most_) in table:
            stack.pop()
            continue
        if most_ == 0:
            table[(left_, most_)] = False
            stack.pop()
            continue
        a = (left_, most_ - 1)
        b = (left_ - most_, min(k * most_, left_ - most_))
        missing = [s for s in (a, b) if s not in table]
        if missing:
            stack.extend(missing)
            continue
        table[(left_, most_)] = table[a] or not table[b]
        stack.pop()
    return table[key]


def valid(position):
    return position[0] >= 2


def truth(position, k=2):
    (n,) = position
    return _win(k, n, n - 1)
