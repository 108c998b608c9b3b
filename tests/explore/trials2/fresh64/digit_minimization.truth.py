# Truth for Codeforces 1684A (Digit Minimization): a plain memoised search over the digits with
# Alice to move: with one digit left the game is over and its value is that digit; else Alice
# tries every swap of two positions, then Bob removes the last digit. best(n) is the smallest
# digit Alice can force. The result is minus it (the value to Alice, the player to move, who
# minimises the digit).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(n):
    return len(n) >= 2 and set(n) <= set("123456789")


@lru_cache(maxsize=None)
def _best(n):
    if len(n) == 1:
        return int(n)
    result = None
    for i in range(len(n)):
        for j in range(i + 1, len(n)):
            d = list(n)
            d[i], d[j] = d[j], d[i]
            value = _best("".join(d)[:-1])
            if result is None or value < result:
                result = value
    return result


def truth(n):
    return -_best(n)
