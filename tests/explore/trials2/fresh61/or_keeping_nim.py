# Bitwise OR Game (AtCoder ARC 208 A): N piles of stones, A_i in the i-th. Alice and Bob move in
# turn, Alice first. A move chooses a non-empty pile and removes one or more stones from it, but
# a move may not change the bitwise OR of the numbers of stones of all piles. The player who
# cannot move loses. The result: whether Alice, the first player, wins. A position: the pile
# sizes as a multiset, 2..5 piles of 1..10 declared here (the statement allows N <= 2 * 10^5
# and 1 <= A_i <= 10^9, N >= 2). A state: the pile sizes, sorted, emptied piles kept as 0.
positions = multiset(piles=range(1, 11), size=range(2, 6))
result = "win"


def moves(piles):
    total = 0
    for a in piles:
        total |= a
    options = set()
    for i, a in enumerate(piles):
        others = 0
        for j, b in enumerate(piles):
            if j != i:
                others |= b
        for left in range(a):
            if others | left == total:
                options.add(tuple(sorted(piles[:i] + (left,) + piles[i + 1:])))
    return sorted(options)
