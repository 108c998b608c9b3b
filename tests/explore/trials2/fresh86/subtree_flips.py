# Subtree Reversi (AtCoder ARC 164 F): a tree of N vertices rooted at vertex 1, and stones with a
# white side and a black side. Alice and Bob take turns, Alice first; each turn places a stone
# on a vertex, Alice hers white side up and Bob his black side up. A stone may be placed on a
# vertex only when that vertex has no stone and every descendant of it already has one; placing
# it turns over every stone on the vertex's descendants (not the stone just placed). The game
# ends when every vertex has a stone; Alice's score is then the number of stones white side up.
# Alice plays to make it large, Bob to make it small; the answer is the score under best play.
# Here the value is the difference kept by the score games of the kit, from Alice's side (she
# moves first): white stones minus black stones at the end, so the answer is (N + value) / 2. A
# position: the tree rooted at its mark (vertex 1), every rooted tree of 2..8 vertices up to
# isomorphism declared here (the statement allows N <= 2*10^5). A state: (each vertex's
# descendants, the stones as a string, '.' none, 'w' white up, 'b' black up, whose turn: 0
# Alice, 1 Bob). A turn scores nothing; final() pays the player to move at the end that
# player's colour count minus the other's.
positions = trees(n=range(2, 9), rooted=True)
result = "score"


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    parent = [None] * tree.n
    order, seen = [tree.root], {tree.root}
    for x in order:
        for y in adjacent[x]:
            if y not in seen:
                seen.add(y)
                parent[y] = x
                order.append(y)
    below = [[] for _ in range(tree.n)]
    for v in range(tree.n):
        x = parent[v]
        while x is not None:              # v is a descendant of every vertex above it
            below[x].append(v)
            x = parent[x]
    return (tuple(tuple(sorted(b)) for b in below), "." * tree.n, 0)


def moves(state):
    below, stones, turn = state
    out = []
    for v in range(len(stones)):
        if stones[v] != "." or any(stones[d] == "." for d in below[v]):
            continue
        after = list(stones)
        for d in below[v]:
            after[d] = "b" if after[d] == "w" else "w"
        after[v] = "w" if turn == 0 else "b"
        out.append(((below, "".join(after), 1 - turn), 0))
    return out


def final(state):
    below, stones, turn = state
    white, black = stones.count("w"), stones.count("b")
    return white - black if turn == 0 else black - white


def canonical(state):
    return state
