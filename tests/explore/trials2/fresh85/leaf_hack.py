# NYPC <CODE BATTLE/>: Leaf Hack (Baekjoon 34522): a rooted tree; every internal node (a node
# that is not a leaf in the starting tree) holds one flag. Pink Bean and Yeti act in turn, Pink
# Bean first: on a turn the player shuts down one of the leaves still there (a node none of whose
# children is left); the root can never be shut down. When the last child of a node is shut
# down, that node becomes a leaf, and the player who shut down that child takes the node's flag.
# Play goes on until only the root is left; the one with more flags wins, equal flags are a
# draw. The answer: Pink Bean, Yeti or Draw. The problem gives the practice round's trees only,
# perfect binary trees of 2^N - 1 nodes (N given; its bounds were not in the copy read), and
# says the real round gives trees of every shape: here the same rules on any rooted tree, trees
# of 1..9 nodes rooted at the mark declared (the perfect binary trees of 1, 3 and 7 nodes among
# them). A state: (the parent of each node, the nodes still there). A move scores 1 for the
# mover when it takes a flag. The value, Pink Bean's (moving first): her flags minus Yeti's;
# above 0 she wins, 0 is a draw.
positions = trees(n=range(1, 10), rooted=True)
result = "score"


def start(tree):
    near = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        near[u].append(v)
        near[v].append(u)
    parent = [-1] * tree.n
    order, seen = [tree.root], {tree.root}
    for x in order:
        for y in near[x]:
            if y not in seen:
                seen.add(y)
                parent[y] = x
                order.append(y)
    return (tuple(parent), frozenset(range(tree.n)))


def moves(state):
    parent, alive = state
    has_child = {parent[v] for v in alive if parent[v] >= 0}
    out = []
    for v in sorted(alive):
        if parent[v] < 0 or v in has_child:
            continue                        # the root, or not a leaf now
        after = alive - {v}
        p = parent[v]
        flag = 0 if any(parent[w] == p for w in after) else 1
        out.append(((parent, after), flag))
    return out
