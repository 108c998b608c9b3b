"""Labelled trees from their Prüfer codes, for the tests' plain searches over every tree (no
canonical form of the explorer's involved)."""
from __future__ import annotations

import itertools


def prufer_edges(code: tuple, n: int) -> tuple:
    """The sorted edge list of the tree on vertices 0..n-1 whose Prüfer code is `code`
    (n - 2 entries, n >= 2)."""
    degree = [1] * n
    for v in code:
        degree[v] += 1
    edges = []
    for v in code:
        leaf = min(u for u in range(n) if degree[u] == 1)
        edges.append(tuple(sorted((leaf, v))))
        degree[leaf] -= 1
        degree[v] -= 1
    u, w = [x for x in range(n) if degree[x] == 1]
    edges.append((u, w))
    return tuple(sorted(edges))


def labelled_trees(n: int):
    """Every labelled tree on n vertices, as its sorted edge list."""
    if n == 1:
        yield ()
        return
    for code in itertools.product(range(n), repeat=n - 2):
        yield prufer_edges(code, n)
