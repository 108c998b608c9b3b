# Truth for Project Euler 310 (Nim Square), one triple played: a plain memoised search
# (../oracle.py's win_search) over the sorted heap sizes: a move removes a square number s * s
# <= a of stones from one heap of a; no stone left, lost. True when the player to move wins.
from oracle import win_search


def _moves(heaps):
    out = set()
    for i, a in enumerate(heaps):
        s = 1
        while s * s <= a:
            out.add(tuple(sorted(heaps[:i] + (a - s * s,) + heaps[i + 1:])))
            s += 1
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) == 3 and all(a >= 0 for a in position)


def truth(position):
    heaps = tuple(sorted(position))
    for top in range(0, heaps[2] + 1, 8):     # warm from small heaps up (shallow recursion)
        _wins((min(heaps[0], top), min(heaps[1], top), top))
    return _wins(heaps)
