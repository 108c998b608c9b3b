# Truth for AtCoder AGC 033 C: the set of vertices holding coins, every choice of v searched.
from oracle import win_search


def _step_table(tree):
    n = tree.n
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    step = [[u] * n for u in range(n)]
    for v in range(n):
        seen, queue = {v}, [v]
        for w in queue:
            for x in adjacent[w]:
                if x not in seen:
                    seen.add(x)
                    step[x][v] = w
                    queue.append(x)
    return step


def truth(tree):
    step = _step_table(tree)

    def moves(coins):
        out = set()
        for v in range(tree.n):
            if coins >> v & 1:
                after = 0
                for u in range(tree.n):
                    if u != v and coins >> u & 1:
                        after |= 1 << step[u][v]
                out.add(after)
        return out
    return win_search(moves)((1 << tree.n) - 1)
