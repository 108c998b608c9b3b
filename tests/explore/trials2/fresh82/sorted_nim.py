# Sorted Nim (yukicoder No.2619): piles 1..N in a row, pile i holding A_i stones, with A_1 <= A_2
# <= ... <= A_N at the start. Two players move in turn, the first player first: the player to move
# chooses a pile with at least one stone and takes one or more stones from it, but only so that the
# counts stay in order, 0 <= a_1 <= a_2 <= ... <= a_N, afterwards. The player who cannot move loses
# (the other wins). Both play their best. The result: whether the first player wins (the answer
# First; else Second). A position: the counts, which are sorted, so a multiset; 1..6 piles of 1..8
# stones declared here (3,002 multisets; the statement allows 1 <= N <= 200000 and 1 <= A_1 <= ...
# <= A_N <= 10^9). A state: the counts in order (a pile emptied stays in its place, as 0).
positions = multiset(piles=range(1, 9), size=range(1, 7))
result = "win"


def moves(piles):
    out = []
    for i, a in enumerate(piles):
        floor = piles[i - 1] if i > 0 else 0      # the pile before it (none: 0)
        for left in range(floor, a):
            out.append(piles[:i] + (left,) + piles[i + 1:])
    return out
