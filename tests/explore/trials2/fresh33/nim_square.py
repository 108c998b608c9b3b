# Nim Square (Project Euler 310): three-heap normal-play Nim, except that a player may only remove
# a square number of stones (1, 4, 9, ...) from one heap. In turn, Alice first; the player who
# cannot move (no heap holds a stone) loses. (The problem counts the losing triples
# 0 <= a <= b <= c <= 100 000; here one triple is played.) A position: the three heap sizes, 0
# allowed (order does not matter). A state: the same, sorted. The result: whether the player to
# move wins.
positions = multiset(piles=range(0, 20), size=range(3, 4))
result = "win"


def moves(heaps):
    for i, a in enumerate(heaps):
        if i > 0 and heaps[i - 1] == a:
            continue
        s = 1
        while s * s <= a:
            yield tuple(sorted(heaps[:i] + (a - s * s,) + heaps[i + 1:]))
            s += 1
