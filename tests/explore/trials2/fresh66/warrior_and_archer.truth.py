# Truth for Codeforces 594A (Warrior and Archer): a plain memoised minimax over the set of
# positions not banned. Vova (who bans first, with an even number left) minimises the final
# distance, Lesha maximises it; when two positions remain the distance is their difference. The
# value is minus that distance (the value to Vova, who moves first).
from functools import lru_cache


def valid(p):
    return len(p) >= 2 and len(p) % 2 == 0 and len(set(p)) == len(p)


@lru_cache(maxsize=None)
def _distance(left):
    if len(left) == 2:
        lo, hi = sorted(left)
        return hi - lo
    after = [_distance(left - {x}) for x in left]
    return min(after) if len(left) % 2 == 0 else max(after)


def truth(p):
    return -_distance(frozenset(p))
