# Splitting Pairs (Baekjoon 28155): n non-empty piles of stones (n >= 2). Alice and Bob move in
# turn, Alice first. A turn does, in order: remove k piles, 1 <= k <= half the number of piles
# (rounded down); then choose k of the remaining piles and split each of them into two non-empty
# piles (so each chosen pile has at least two stones). The number of piles stays n. A player who
# cannot do both on a turn loses. The result: whether Alice, the first player, wins (the answer 1).
# A position: the pile sizes as a multiset, 2..4 piles of 1..6 declared here (the statement allows
# n <= 50 and piles up to 10^12). A state: the pile sizes, sorted.
from itertools import combinations

positions = multiset(piles=range(1, 7), size=range(2, 5))
result = "win"


def moves(piles):
    n = len(piles)
    options = set()
    for k in range(1, n // 2 + 1):
        for removed in combinations(range(n), k):
            rest = [piles[i] for i in range(n) if i not in removed]
            for chosen in combinations(range(len(rest)), k):
                if any(rest[i] < 2 for i in chosen):
                    continue
                kept = [rest[i] for i in range(len(rest)) if i not in chosen]
                splits = [[]]
                for i in chosen:
                    splits = [s + [a, rest[i] - a] for s in splits for a in range(1, rest[i] // 2 + 1)]
                for s in splits:
                    options.add(tuple(sorted(kept + s)))
    return sorted(options)
