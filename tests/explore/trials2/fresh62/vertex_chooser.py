# Mario and Luigi (CodeChef FURGRAPH, April Long Challenge 2016), the game "Graph Vertices
# chooser": a weighted graph on N vertices, all unmarked; self-loops and multiple edges allowed.
# Mario and Luigi move in turn, Mario first; a move picks an unmarked vertex and marks it, red by
# Mario, black by Luigi. When every vertex is marked the game ends: Mario scores the weight of
# every edge whose two ends are red, Luigi of every edge whose two ends are black. Mario maximises
# Mario's points minus Luigi's, Luigi minimises it. The problem adds the edges one at a time and
# asks the difference after each; here one graph, and the value is that difference (Mario's points
# minus Luigi's, both playing best). A position: the graph written in one sequence (N, u1, v1, c1,
# u2, v2, c2, ...) as the input gives N and then each edge's line u v c (M implied by the length);
# declared here: N = 1..3, 1..2 edges, costs 1..3 (sequences of length 4 and 7 over 1..3, kept
# when every endpoint is <= N); the statement allows N, M <= 10^5 and costs up to 10^9. A state:
# (N, the edges as sorted (u, v, c) triples, the marks of vertices 1..N: 0 unmarked, 1 red, 2
# black). Mario is to move when an even number of vertices is marked. A move earns the mover the
# weight of every edge between the vertex marked and a vertex of the mover's colour (a loop at
# that vertex included), so that each edge is counted once, when its second end is marked.
positions = sequence(values=range(1, 4), length=range(4, 8, 3)).where(
    lambda p: all(p[i] <= p[0] and p[i + 1] <= p[0] for i in range(1, len(p), 3)))
result = "score"


def start(p):
    n = p[0]
    edges = tuple(sorted((min(p[i], p[i + 1]), max(p[i], p[i + 1]), p[i + 2])
                         for i in range(1, len(p), 3)))
    return (n, edges, (0,) * n)


def moves(state):
    n, edges, marks = state
    colour = 1 if sum(m != 0 for m in marks) % 2 == 0 else 2     # Mario red, Luigi black
    options = []
    for v in range(1, n + 1):
        if marks[v - 1] != 0:
            continue
        after = marks[:v - 1] + (colour,) + marks[v:]
        points = 0
        for a, b, c in edges:
            if v in (a, b) and after[a - 1] == colour and after[b - 1] == colour:
                points += c
        options.append(((n, edges, after), points))
    return options


def canonical(state):
    return state
