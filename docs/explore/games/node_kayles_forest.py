# Node Kayles on a forest: remove a vertex and its edges. Who cannot move loses.
# (A move changes one tree of the forest: the game is the sum of its trees.)


def is_forest(g):
    return len(g.edges) == g.n - count_components(g)


def count_components(g):
    adj, seen, k = g.adjacency(), set(), 0
    for v in range(g.n):
        if v not in seen:
            k += 1
            stack = [v]
            seen.add(v)
            while stack:
                for w in adj[stack.pop()]:
                    if w not in seen:
                        seen.add(w)
                        stack.append(w)
    return k


positions = graphs(n=range(1, 7)).where(is_forest)


def moves(g):
    for v in range(g.n):
        yield g.without(v)
