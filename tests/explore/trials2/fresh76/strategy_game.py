# Strategy game (SPOJ HS09GAME): n heaps, the i-th with a[i] sticks. Julia and Robert move in
# turn, Julia first. In a turn the player chooses a heap and takes away 2, 3 or 5 sticks from it
# (exactly that many; removed sticks do not return). The one who cannot make a move loses. Both
# follow a perfect strategy. The result: whether Julia, the first player, wins (the statement
# also asks for her winning move; only who wins is kept here). A position: the heap sizes,
# 1..4 heaps of 0..12 sticks declared here (the statement allows 1 <= n <= 1000 heaps and
# 0 <= a[i] <= 10^9).
positions = multiset(piles=range(0, 13), size=range(1, 5))
result = "win"

TAKES = (2, 3, 5)


def moves(heaps):
    options = set()
    for i, a in enumerate(heaps):
        for take in TAKES:
            if take <= a:
                options.add(tuple(sorted(heaps[:i] + (a - take,) + heaps[i + 1:])))
    return sorted(options)
