# Truth for Baekjoon 17965 (Absolute Game): a plain memoised minimax over (the set of Alice's
# indices left, the set of Bob's indices left, as bit masks): Alice removes one of her elements
# and maximises, Bob one of his and minimises, Alice first; when both have one element left the
# value is |x - y|. The answer is that value from the start.
from functools import lru_cache


def truth(position):
    n = len(position) // 2
    a, b = position[:n], position[n:]

    @lru_cache(maxsize=None)
    def value(amask, bmask, alice):
        if bin(amask).count("1") == 1 and bin(bmask).count("1") == 1:
            x = a[amask.bit_length() - 1]
            y = b[bmask.bit_length() - 1]
            return abs(x - y)
        if alice:
            return max(value(amask & ~(1 << i), bmask, False)
                       for i in range(n) if amask >> i & 1)
        return min(value(amask, bmask & ~(1 << i), True)
                   for i in range(n) if bmask >> i & 1)

    full = (1 << n) - 1
    return value(full, full, True)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0
