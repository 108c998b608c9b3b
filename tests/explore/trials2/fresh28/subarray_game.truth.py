# Truth for CodeChef Subarray Game: a plain memoised search of the whole array (../oracle.py's
# win_search): a move deletes a contiguous block A_L .. A_R whose removal leaves the sum of
# |A_{i+1} - A_i| unchanged. The values are distinct and only their order matters to the rules,
# so each state is first replaced by the ranks of its values (the same game). True when Alice
# (first) wins.
from oracle import win_search


def _ranks(a):
    order = sorted(a)
    return tuple(order.index(v) for v in a)


def _goodness(a):
    return sum(abs(a[i + 1] - a[i]) for i in range(len(a) - 1))


def _moves(a):
    before = _goodness(a)
    out = set()
    for left in range(len(a)):
        for right in range(left, len(a)):
            rest = a[:left] + a[right + 1:]
            if _goodness(rest) == before:
                out.add(_ranks(rest))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 2 and len(set(position)) == len(position)


def truth(position):
    return _wins(_ranks(tuple(position)))
