# Truth for CodeChef FURGRAPH (Mario and Luigi), one graph: a plain memoised minimax over the marks
# of the vertices (0 unmarked, 1 red, 2 black); Mario (red) moves when an even number of vertices
# is marked, Luigi (black) otherwise; each picks an unmarked vertex and marks it in his colour.
# When all are marked, the value is the weight of the edges with both ends red minus the weight
# of those with both ends black; Mario maximises it, Luigi minimises it. The sequence is read as
# (N, u1, v1, c1, u2, v2, c2, ...). The value: Mario's points minus Luigi's.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(p):
    if len(p) < 4 or (len(p) - 1) % 3 != 0 or min(p) < 1:
        return False
    return all(p[i] <= p[0] and p[i + 1] <= p[0] for i in range(1, len(p), 3))


def truth(p):
    n = p[0]
    edges = [(p[i], p[i + 1], p[i + 2]) for i in range(1, len(p), 3)]

    @lru_cache(maxsize=None)
    def value(marks):
        free = [v for v in range(n) if marks[v] == 0]
        if not free:
            total = 0
            for a, b, c in edges:
                if marks[a - 1] == marks[b - 1] == 1:
                    total += c
                elif marks[a - 1] == marks[b - 1] == 2:
                    total -= c
            return total
        mario = (n - len(free)) % 2 == 0
        results = [value(marks[:v] + (1 if mario else 2,) + marks[v + 1:]) for v in free]
        return max(results) if mario else min(results)
    return value((0,) * n)
