# Truth for Codeforces 1431G (Number Deletion Game): a plain memoised search over (the set left,
# the turns left): Alice picks a (not the maximum), Bob answers with some b > a, and the turn adds
# b - a; the score of a state is the max over a of the min over b of b - a plus the score after.
# The value is the score (Alice's side).
from functools import lru_cache


def valid(p):
    return len(p) >= 2 and len(set(p)) == len(p)


@lru_cache(maxsize=None)
def _score(s, turns):
    if turns == 0:
        return 0
    top = max(s)
    best = None
    for a in s:
        if a == top:
            continue
        worst = min(b - a + _score(s - {a, b}, turns - 1) for b in s if b > a)
        best = worst if best is None else max(best, worst)
    return best


def truth(p, k=1):
    return _score(frozenset(p), k)
