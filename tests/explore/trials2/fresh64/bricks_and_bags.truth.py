# Truth for Codeforces 1740C (Bricks and Bags): a plain exhaustive search. For every assignment
# of the bricks to the bags 1..3 leaving no bag empty, Bu Dengklek's best reply is the least
# |w1 - w2| + |w2 - w3| over one brick from each bag; Pak Chanek takes the assignment whose least
# score is largest. The value: that score (the problem's answer).
from functools import lru_cache


def valid(bricks):
    return len(bricks) >= 3 and min(bricks) >= 1


def _least(b1, b2, b3):
    return min(abs(x - y) + abs(y - z) for x in b1 for y in b2 for z in b3)


@lru_cache(maxsize=None)
def _best(bricks):
    best = None
    for code in range(3 ** len(bricks)):
        bags = ([], [], [])
        c = code
        for w in bricks:
            bags[c % 3].append(w)
            c //= 3
        if all(bags):
            value = _least(*bags)
            if best is None or value > best:
                best = value
    return best


def truth(bricks):
    return _best(tuple(sorted(bricks)))
