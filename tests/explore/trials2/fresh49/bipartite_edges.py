# Tree Game (AtCoder ABC 398 E, interactive): a tree G on N vertices 1..N. The two players move
# in turn; a move chooses a pair (i, j), 1 <= i < j <= N, such that G has no edge between i and
# j and adding the edge i-j to G makes no odd cycle, and adds that edge to G. The player who
# cannot move loses. The contestant chooses to move first or second and must then win against
# the judge; here the question is who wins, the first player or the second. A position: the
# tree, 2..8 vertices here (the statement allows N <= 100). A state: the graph, as (N, its edges
# as sorted pairs of vertices 0..N-1), every edge added so far included; its vertices keep their
# labels (canonical() returns the state). The result: whether the player to move, the first
# player at the start, wins.
positions = trees(n=range(2, 9))
result = "win"


def start(tree):
    return (tree.n, tuple(sorted((min(u, v), max(u, v)) for u, v in tree.edges)))


def _bipartite(n, edges):
    adjacent = [[] for _ in range(n)]
    for u, v in edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    colour = [-1] * n
    for s in range(n):
        if colour[s] >= 0:
            continue
        colour[s] = 0
        stack = [s]
        while stack:
            u = stack.pop()
            for v in adjacent[u]:
                if colour[v] < 0:
                    colour[v] = 1 - colour[u]
                    stack.append(v)
                elif colour[v] == colour[u]:
                    return False                  # an odd cycle
    return True


def moves(state):
    n, edges = state
    present = set(edges)
    for i in range(n):
        for j in range(i + 1, n):
            if (i, j) not in present:
                after = tuple(sorted(present | {(i, j)}))
                if _bipartite(n, after):
                    yield (n, after)


def canonical(state):
    return state
