# Truth for AtCoder AGC 045 A (Xor Battle): a plain memoised search over (the round, x). In round
# i its owner (person 0 when v_i > 0, person 1 when v_i < 0) either xors x with A_i = |v_i| or
# leaves it; after the last round person 0 has won iff x = 0. Person 0 wins from (i, x) iff some
# choice wins when the round is his, every choice when it is person 1's. True when person 0
# wins (the answer 0).
from functools import lru_cache


def valid(position):
    return len(position) >= 1 and all(v != 0 for v in position)


def truth(position):
    rounds = tuple(position)
    n = len(rounds)

    @lru_cache(maxsize=None)
    def zero_wins(i, x):
        if i == n:
            return x == 0
        a = abs(rounds[i])
        keep, flip = zero_wins(i + 1, x), zero_wins(i + 1, x ^ a)
        return (keep or flip) if rounds[i] > 0 else (keep and flip)

    return zero_wins(0, 0)
