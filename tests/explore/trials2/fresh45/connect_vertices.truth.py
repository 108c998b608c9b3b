# Truth for Baekjoon 33475 (Why Connecting All Vertices Is Dangerous): a plain memoised search
# of "the player to move wins" over the graph as its components, each (vertices, edges), sorted.
# At a turn that begins connected (one component) the game ends: the player to move wins iff
# P = 0. Otherwise the player to move adds an edge between two vertices not yet joined: inside
# a component that is not complete, or between two components (merging them). True when
# Dongwoo (first) wins. (Checked against a search over labelled graphs for N <= 5.)
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(components, p):
    if len(components) == 1:
        return p == 0
    comps = list(components)
    for i in range(len(comps)):
        s, e = comps[i]
        if e < s * (s - 1) // 2:
            after = comps[:i] + [(s, e + 1)] + comps[i + 1:]
            if not _wins(tuple(sorted(after)), p):
                return True
        for j in range(i + 1, len(comps)):
            t, f = comps[j]
            after = [c for x, c in enumerate(comps) if x not in (i, j)] + [(s + t, e + f + 1)]
            if not _wins(tuple(sorted(after)), p):
                return True
    return False


def valid(position):
    return len(position) == 1 and position[0] >= 1


def truth(position, p=0):
    (n,) = position
    return _wins(((1, 0),) * n, p)
