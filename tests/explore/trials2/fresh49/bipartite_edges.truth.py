# Truth for AtCoder ABC 398 E (Tree Game): a plain memoised search over the set of edges added
# to the tree: a move adds an edge i-j (i < j) not in the graph such that the graph stays free
# of odd cycles; the player who cannot move loses. True when the first player wins. At every
# state the graph is 2-coloured by breadth-first search (it is connected, and free of odd
# cycles since every move keeps it so); adding i-j then makes an odd cycle exactly when i and j
# have the same colour (the cycle closed by i-j has a path of even length between them), so a
# pair is a move iff it is no edge yet and its ends differ in colour. (Checked against a search
# that looks for an odd cycle in the whole graph after each added pair, on every tree of up to 9
# vertices drawn by the harness.)
import sys
from collections import deque
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(tree):
    return tree.n >= 2 and len(tree.edges) == tree.n - 1


def _colours(n, edges):
    neighbours = [[] for _ in range(n)]
    for u, v in edges:
        neighbours[u].append(v)
        neighbours[v].append(u)
    colour = [-1] * n
    colour[0] = 0
    queue = deque([0])
    while queue:
        u = queue.popleft()
        for v in neighbours[u]:
            if colour[v] < 0:
                colour[v] = colour[u] ^ 1
                queue.append(v)
    return colour


def truth(tree):
    n = tree.n
    base = frozenset((min(u, v), max(u, v)) for u, v in tree.edges)

    @lru_cache(maxsize=None)
    def wins(added):
        graph = base | added
        colour = _colours(n, graph)
        for i in range(n):
            for j in range(i + 1, n):
                if (i, j) not in graph and colour[i] != colour[j]:
                    if not wins(added | {(i, j)}):
                        return True
        return False

    return wins(frozenset())
