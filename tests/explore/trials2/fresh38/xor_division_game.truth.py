# Truth for yukicoder No.3258 (Xor Division Game): a plain memoised search over the multiset S
# (a sorted tuple of sequences): a move picks a sequence A of S and a place i, removes A and
# adds the parts before and after i, each element xor-ed with A_i (an empty part is not added);
# a move that leaves a 0 in some sequence is not allowed; the player with no move loses. True
# when Alice (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(multiset):
    for s, a in enumerate(multiset):
        if s > 0 and multiset[s - 1] == a:
            continue
        rest = multiset[:s] + multiset[s + 1:]
        for i, x in enumerate(a):
            if any(v == x for j, v in enumerate(a) if j != i):
                continue                 # v xor x = 0 for some other element: not allowed
            parts = [p for p in (tuple(v ^ x for v in a[:i]), tuple(v ^ x for v in a[i + 1:])) if p]
            if not _wins(tuple(sorted(rest + tuple(parts)))):
                return True
    return False


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    return _wins((tuple(position),))
