# Truth for Baekjoon 18580 (Long Game): a plain memoised search (../oracle.py's win_search) over
# the set of cuts made, a bit mask over the n - 1 places between neighbours of the permutation
# (bit j: a cut between p[j] and p[j+1]). A move adds one cut not yet made, allowed if afterwards
# some pair i < j with p[i] > p[j] has no cut between them. No move: lost. True when Alice
# (first) wins.
from oracle import win_search


def truth(position):
    p = tuple(position)
    n = len(p)
    inversions = [(i, j) for i in range(n) for j in range(i + 1, n) if p[i] > p[j]]

    def still_inverted(mask):
        # a pair i < j is in one strip iff no cut lies at places i .. j - 1
        return any(mask & (((1 << j) - 1) ^ ((1 << i) - 1)) == 0 for i, j in inversions)

    def moves(mask):
        return [mask | 1 << c for c in range(n - 1)
                if not mask >> c & 1 and still_inverted(mask | 1 << c)]

    return win_search(moves)(0)


def valid(position):
    return len(position) >= 2 and sorted(position) == list(range(1, len(position) + 1))
