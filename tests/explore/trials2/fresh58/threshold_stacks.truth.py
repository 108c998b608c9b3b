# Truth for CodeChef MDSWIN (Winning Ways): a plain memoised win/lose search over the stacks,
# each written as (threshold, stones), the stacks sorted: a turn picks one stack, or two
# different stacks, and raises each chosen stack's count x to some y > x dividing its
# threshold; who cannot move loses. Stacks at their threshold never move again and are dropped
# from the state (they change no move). True when Irshad, the first player, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and min(position) >= 1


@lru_cache(maxsize=None)
def _ups(h, x):
    return tuple(y for y in range(x + 1, h + 1) if h % y == 0)


def _norm(stacks):
    return tuple(sorted(s for s in stacks if s[0] != s[1]))


@lru_cache(maxsize=None)
def _wins(stacks):
    n = len(stacks)
    for i in range(n):
        h, x = stacks[i]
        for y in _ups(h, x):
            after_one = list(stacks)
            after_one[i] = (h, y)
            if not _wins(_norm(after_one)):
                return True
            for j in range(n):
                if j == i:
                    continue
                h2, x2 = stacks[j]
                for y2 in _ups(h2, x2):
                    after_two = list(after_one)
                    after_two[j] = (h2, y2)
                    if not _wins(_norm(after_two)):
                        return True
    return False


def truth(position):
    return _wins(_norm((h, 1) for h in position))
