# Resourceful Caterpillar Sequence (Codeforces 2053E, Good Bye 2024): a tree of n vertices. A
# caterpillar is a pair (p, q) of different vertices: its head is on p, its tail on q, and it
# dominates every vertex of the simple path from p to q, its sequence being those vertices in
# order of their distance from p. Nora and Aron move the caterpillar in turn, Nora first. On her
# turn Nora chooses a vertex u adjacent to p and not dominated, and moves the caterpillar one
# edge towards u (the head goes to u, every vertex of the sequence moves one step towards u, so
# the old tail leaves it); on his turn Aron chooses a vertex v adjacent to q and not dominated,
# and moves it one edge towards v (the tail goes to v). Whenever p is a leaf (a vertex of degree
# 1), Nora wins; whenever q is a leaf, Aron wins. If p and q are both leaves at the start, or if
# the game has not ended after 10^100 turns, it is a tie. Each plays to win and, failing that,
# to prevent the other's win. The problem counts the pairs (p, q) that Aron wins; here the
# question is one pair: W (Nora wins), L (Aron wins) or D (a tie), from Nora's side, who moves
# first. A position: the tree with two marks, a = p (the head) and b = q (the tail), trees of
# 2..9 vertices declared here (the statement allows n <= 2*10^5, the sum of n <= 4*10^5). A
# state: (each vertex's neighbours, the caterpillar's sequence from head to tail, whose turn:
# 0 Nora, 1 Aron); a state where p or q is a leaf has no move and is decided by `winner`
# (the game never reaching such a state within the turn limit: a tie).
positions = two_marks(trees(n=range(2, 10)), ordered=True)
result = "outcome"


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    adjacent = tuple(tuple(sorted(a)) for a in adjacent)
    # the simple path from a to b, found by walking back from b over a breadth-first search
    parent = {tree.a: None}
    frontier = [tree.a]
    while frontier:
        following = []
        for x in frontier:
            for y in adjacent[x]:
                if y not in parent:
                    parent[y] = x
                    following.append(y)
        frontier = following
    path = [tree.b]
    while path[-1] != tree.a:
        path.append(parent[path[-1]])
    return (adjacent, tuple(reversed(path)), 0)


def _over(state):
    adjacent, path, turn = state
    return len(adjacent[path[0]]) == 1 or len(adjacent[path[-1]]) == 1


def moves(state):
    adjacent, path, turn = state
    if _over(state):
        return []
    out = []
    if turn == 0:
        for u in adjacent[path[0]]:
            if u not in path:
                out.append((adjacent, (u,) + path[:-1], 1))
    else:
        for v in adjacent[path[-1]]:
            if v not in path:
                out.append((adjacent, path[1:] + (v,), 0))
    return out


def winner(state):
    adjacent, path, turn = state
    head_leaf = len(adjacent[path[0]]) == 1
    tail_leaf = len(adjacent[path[-1]]) == 1
    if head_leaf and tail_leaf:
        return "draw"
    nora_won = head_leaf
    return "mover" if nora_won == (turn == 0) else "last"


def canonical(state):
    return state
