# Truth for CodeChef RING_GAME (Black & White Ring Game): a plain memoised win/lose search over the
# circle as a bitmask of N bits (bit i = A_(i+1)), each state kept as its least rotation. A move
# takes every circular segment (a start and a length 1..N), shifts it left by one cell, and is kept
# when the number of adjacent different pairs (A_N and A_1 adjacent) grows. True when Alice,
# moving first, wins. Stops at the first winning move.
import sys

sys.setrecursionlimit(100000)


def valid(ring):
    return len(ring) >= 1 and set(ring) <= {"0", "1"}


def _least_rotation(mask, n):
    full = (1 << n) - 1
    best = mask
    for r in range(1, n):
        rotated = ((mask >> r) | (mask << (n - r))) & full
        if rotated < best:
            best = rotated
    return best


def _pairs(mask, n):
    if n == 1:
        return 0
    full = (1 << n) - 1
    turned = ((mask >> 1) | (mask << (n - 1))) & full
    return bin(mask ^ turned).count("1")


_memo = {}


def _wins(mask, n):
    key = (mask, n)
    if key in _memo:
        return _memo[key]
    before = _pairs(mask, n)
    bits = [(mask >> i) & 1 for i in range(n)]
    result = False
    for start in range(n):
        for length in range(2, n):
            new = bits[:]
            for k in range(length):
                new[(start + k) % n] = bits[(start + (k + 1) % length) % n]
            after = 0
            for i in range(n):
                if new[i]:
                    after |= 1 << i
            if _pairs(after, n) > before and not _wins(_least_rotation(after, n), n):
                result = True
                break
        if result:
            break
    _memo[key] = result
    return result


def truth(ring):
    n = len(ring)
    mask = 0
    for i, c in enumerate(ring):
        if c == "1":
            mask |= 1 << i
    return _wins(_least_rotation(mask, n), n)
