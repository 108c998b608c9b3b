# Stone Game (Codeforces Gym 102823 J): n piles of stones in a row, the i-th holding A[i]; every
# pile's count differs from its neighbours' counts. Alice and Bob take turns, Alice first; a turn
# takes out exactly one stone from one pile without breaking that property (a pile of 0 stones is
# still a pile, and still must differ from its neighbours). The player who cannot take a stone
# loses. The result: whether Alice, the first player, wins.
# A position: the piles in order; declared here: n = 1..6 piles of 0..4 stones whose neighbours
# differ (6,825 sequences kept by the filter); the statement allows n <= 10^5 and piles of up to
# 10^9 stones.
positions = sequence(values=range(0, 5), length=range(1, 7)).where(
    lambda a: all(a[i] != a[i + 1] for i in range(len(a) - 1)))
result = "win"


def moves(a):
    options = []
    for i in range(len(a)):
        after = a[:i] + (a[i] - 1,) + a[i + 1:]
        if after[i] >= 0 and all(after[j] != after[j + 1] for j in range(len(a) - 1)):
            options.append(after)
    return options
