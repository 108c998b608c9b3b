# 「Stoi2033」世界未末日 (Luogu P7977): n piles of stones, pile i holding s_i. Vinsta and Stella
# move in turn, Vinsta first: the player to move chooses at least 1 and at most k of the piles,
# and for each chosen pile i chooses two real numbers a, b with a * b = s_i and a + b = c, c a
# whole number in [1, s_i], and throws away c stones of that pile (s_i becomes s_i - c). The
# player who cannot move loses. The result: whether Vinsta, moving first, wins (the answer YES).
# A position: the piles, a multiset of 1..4 piles of 1..14 stones declared here (3,059
# multisets); k is the parameter (the statement allows 1 <= k <= n <= 3*10^6 and
# s_i <= 3*10^10). Real a, b with a * b = s and a + b = c exist exactly when c * c >= 4 * s.
# An emptied pile is dropped.
from itertools import combinations, product

k = param("k", 1)
assert k >= 1, "the rules ask for k >= 1"

positions = multiset(piles=range(1, 15), size=range(1, 5))
result = "win"


def _takes(s):
    return [c for c in range(1, s + 1) if c * c >= 4 * s]


def moves(piles):
    out = set()
    for count in range(1, k + 1):
        for chosen in combinations(range(len(piles)), count):
            options = [_takes(piles[i]) for i in chosen]
            for cs in product(*options):
                after = list(piles)
                for i, c in zip(chosen, cs):
                    after[i] -= c
                out.add(tuple(sorted(a for a in after if a > 0)))
    return sorted(out)
