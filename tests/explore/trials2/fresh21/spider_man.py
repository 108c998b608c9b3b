# Spider Man (Codeforces 705B), one test: a set of cycles, cycle i of a_i vertices. In turn, Peter
# first, a player chooses a cycle of x >= 2 vertices and replaces it by two cycles of p and x - p
# vertices (1 <= p < x). The player who cannot move loses. (The problem adds the cycles one by one
# and asks after each addition; here the answer for one set.) A position: the multiset of the
# cycles' sizes. The result: whether Peter, the first player, wins.
positions = multiset(piles=range(1, 8), size=range(1, 5))
result = "win"


def moves(cycles):
    for i, x in enumerate(cycles):
        if x < 2 or (i > 0 and cycles[i - 1] == x):
            continue
        rest = cycles[:i] + cycles[i + 1:]
        for p in range(1, x // 2 + 1):
            yield tuple(sorted(rest + (p, x - p)))
