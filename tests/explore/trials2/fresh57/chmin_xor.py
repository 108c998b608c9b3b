# Chmin XOR Game (AtCoder ARC 163 E): a sequence of non-negative integers A_1..A_N. Alice and Bob
# alternate, Alice first: choose a non-negative integer X such that A_i > A_i xor X for some i,
# and replace every A_i by min(A_i, A_i xor X). The first player unable to move loses. A
# position: the sequence as a multiset (every A_i is treated alike), 1..4 integers of 0..7
# declared here (the statement allows N <= 100 and A_i <= 10^9). A state: the integers, sorted.
# Restriction chosen: X is tried in 1..2^B - 1, B the bit length of the largest A_i (an X with a
# bit at B or above makes every A_i xor X larger than A_i, so it is never a legal move; X = 0
# never is either). The result: whether Alice, the first player, wins.
positions = multiset(piles=range(0, 8), size=range(1, 5))
result = "win"


def moves(values):
    options = set()
    for x in range(1, 1 << max(values).bit_length()):
        if any(v > v ^ x for v in values):
            options.add(tuple(sorted(min(v, v ^ x) for v in values)))
    return sorted(options)
