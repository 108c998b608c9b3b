# The Prime Game (HackerRank, Manasa and Sandy): N buckets, the k-th holding A_k balls. In turn,
# Manasa first, a player chooses a bucket and removes X balls from it, X in S = {2, 3, 5, 7, 11,
# 13} and at most the balls in the bucket. The player with no move loses. The result: whether
# Manasa, the first player, wins.
positions = multiset(piles=range(1, 13), size=range(1, 5))
result = "win"
TAKES = (2, 3, 5, 7, 11, 13)


def moves(buckets):
    for i, a in enumerate(buckets):
        if i > 0 and buckets[i - 1] == a:
            continue                  # a bucket of the same size again: the same moves
        rest = buckets[:i] + buckets[i + 1:]
        for x in TAKES:
            if x <= a:
                yield tuple(sorted(rest + ((a - x,) if a > x else ())))
