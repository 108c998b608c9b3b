# Truth for Codeforces 2115D (Gellyfish and Forget-Me-Not) with an alternating c: a plain
# memoised minimax over (the round i, x): in round i the player of c_i (Gellyfish when
# (i + p) is even, Flower when odd, rounds counted from 0) sets x to x xor a_i or x xor b_i;
# after the last round Gellyfish wants x small, Flower large. The value: the first player's
# payoff, -x* when Gellyfish starts (p = 0) and x* when Flower starts (p = 1), x* the final x
# under best play.
from functools import lru_cache


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 0 for v in position)


def truth(position, p=0):
    rows = list(zip(position[0::2], position[1::2]))
    n = len(rows)

    @lru_cache(maxsize=None)
    def best(i, x):
        if i == n:
            return x
        a, b = rows[i]
        options = (best(i + 1, x ^ a), best(i + 1, x ^ b))
        return min(options) if (i + p) % 2 == 0 else max(options)

    answer = best(0, 0)
    return -answer if p == 0 else answer
