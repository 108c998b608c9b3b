# As far as possible (AtCoder ABC 369 G): a tree of N vertices, each edge with a length. For a
# number K, Takahashi and Aoki play a game: first Aoki specifies K distinct vertices of the
# tree; then Takahashi constructs a walk that starts and ends at vertex 1 and passes through all
# the vertices Aoki specified. The score is the length of Takahashi's walk; Takahashi wants it as
# small as possible, Aoki as large as possible. The answer: the score when both play optimally
# (the problem asks it for every K = 1..N). Declared here: every edge of length 1 (the statement
# allows lengths up to 10^9), the tree rooted at vertex 1 (the root), trees of 3..8 vertices
# (the statement allows N <= 2*10^5), K the parameter (K <= N). A state: ("choose", the
# neighbour lists, the root) for Aoki, then ("walk", the neighbour lists, the root, the chosen
# vertices) for Takahashi, whose move is the set of vertices his walk visits: any connected set
# of vertices holding the root and every chosen vertex (a closed walk from the root that visits
# exactly such a set, and no other vertex, passes each edge inside it at least twice, and one
# going around the set passes each exactly twice). That move scores twice the set's number of
# edges against Takahashi, and the game ends. The value, Aoki's (the first to move): the score.
k = param("k", 1)
assert k >= 1, "the rules ask for K >= 1"
positions = trees(n=range(3, 9), rooted=True).where(lambda tree: tree.n >= k)
result = "score"


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    return ("choose", tuple(tuple(sorted(a)) for a in adjacent), tree.root)


def _subsets(items, size):
    if size == 0:
        yield ()
        return
    for i, x in enumerate(items):
        for rest in _subsets(items[i + 1:], size - 1):
            yield (x,) + rest


def _connected(adjacent, vertices):
    vertices = set(vertices)
    first = next(iter(vertices))
    seen, stack = {first}, [first]
    while stack:
        x = stack.pop()
        for y in adjacent[x]:
            if y in vertices and y not in seen:
                seen.add(y)
                stack.append(y)
    return seen == vertices


def moves(state):
    if state[0] == "choose":
        _, adjacent, root = state
        return [(("walk", adjacent, root, chosen), 0)
                for chosen in _subsets(tuple(range(len(adjacent))), k)]
    if state[0] == "walk":
        _, adjacent, root, chosen = state
        must = set(chosen) | {root}
        others = [v for v in range(len(adjacent)) if v not in must]
        out = []
        for extra in range(len(others) + 1):
            for added in _subsets(tuple(others), extra):
                visited = must | set(added)
                if _connected(adjacent, visited):
                    edges = len(visited) - 1          # a connected set of a tree
                    out.append((("end",), -2 * edges))
        return out
    return []


def canonical(state):
    return state
