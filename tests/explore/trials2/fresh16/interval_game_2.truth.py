# Truth for AtCoder ABC 206 F: a search over the set of intervals still free (by index); choosing
# one takes away every interval that meets it, itself included ([l, r) and [l', r') meet iff
# l < r' and l' < r). True when Alice (first) wins.
from oracle import win_search


def valid(position):
    return (len(position) >= 2 and len(position) % 2 == 0
            and all(position[i] < position[i + 1] for i in range(0, len(position), 2)))


def truth(position):
    iv = [(position[i], position[i + 1]) for i in range(0, len(position), 2)]
    meets = [frozenset(j for j, (l2, r2) in enumerate(iv) if l < r2 and l2 < r) for (l, r) in iv]

    def moves(free):
        return [free - meets[i] for i in free]
    return win_search(moves)(frozenset(range(len(iv))))
