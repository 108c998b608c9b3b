# DistribuNim II (Project Euler 900; its two-pile case is Project Euler 899 DistribuNim I):
# at least two piles of stones. The players move in turn; a turn takes stones from one or more
# piles such that (1) the total taken equals the size of the smallest pile before the turn and
# (2) no pile is taken whole. The player unable to move loses. The result: whether the first
# player wins. A position: the multiset of the pile sizes, 2..5 piles of 1..7 stones declared
# here (the problems ask about two piles up to 7^17 stones, and about n piles of n stones and
# one of n + k for n up to 2^10000). A state: the sorted pile sizes; a pile never reaches 0,
# so the number of piles stays; a state all of whose piles hold one stone has no move.
positions = multiset(piles=range(1, 8), size=range(2, 6))
result = "win"


def _takes(room, total):
    # every way to take `total` stones, at most room[i] from pile i, as a tuple of takes
    if not room:
        if total == 0:
            yield ()
        return
    for t in range(min(room[0], total) + 1):
        for rest in _takes(room[1:], total - t):
            yield (t,) + rest


def moves(piles):
    total = min(piles)
    room = tuple(p - 1 for p in piles)
    out = set()
    for take in _takes(room, total):
        out.add(tuple(sorted(p - t for p, t in zip(piles, take))))
    return sorted(out)
