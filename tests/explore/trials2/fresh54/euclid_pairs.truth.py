# Truth for CodeChef GAMEAAM (Subtraction Game): a plain memoised search over the multiset of
# pairs (each written (smaller, larger)): a move lowers the larger number of one pair by a
# positive multiple of the smaller, staying positive; a pair whose numbers become equal is
# removed; who cannot move (no pair left) loses. True when the first player wins.
from oracle import win_search


def _moves(pairs):
    out = set()
    for i, (small, large) in enumerate(pairs):
        rest = pairs[:i] + pairs[i + 1:]
        m = 1
        while large - m * small >= 1:
            new = large - m * small
            if new == small:
                out.add(rest)
            else:
                out.add(tuple(sorted(rest + ((min(small, new), max(small, new)),))))
            m += 1
    return list(out)


_wins = win_search(_moves)


def valid(position):
    a = position
    return (len(a) >= 2 and len(a) % 2 == 0 and all(v >= 1 for v in a)
            and all(a[i] != a[i + 1] for i in range(0, len(a), 2)))


def truth(position):
    a = position
    pairs = tuple(sorted((min(a[i], a[i + 1]), max(a[i], a[i + 1])) for i in range(0, len(a), 2)))
    return _wins(pairs)
