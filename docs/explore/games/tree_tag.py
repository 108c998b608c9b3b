# Tree Tag (Codeforces 1404B), with da = 1 and db = 3: Alice's token is at a, Bob's at b, Alice
# moves first. A move jumps one's own token to a vertex at distance at most da (Alice) or db
# (Bob), staying allowed. Alice wins when her token reaches Bob's; Bob wins if that never
# happens. W: Alice wins; D: play goes on for ever (Bob wins).
positions = two_marks(trees(n=range(2, 9)))
result = "outcome"
da = param("da", 1)
db = param("db", 3)


def start(g):                   # the search state: the tree with both tokens, who moves
    return (g, "alice")


def canonical(state):
    if state == "caught":
        return state
    g, turn = state
    return (positions.canonical(g), turn)


def reach(g, v, limit):
    dist, queue = {v: 0}, [v]
    for u in queue:
        for w in g.adjacency()[u]:
            if w not in dist and dist[u] < limit:
                dist[w] = dist[u] + 1
                queue.append(w)
    return list(dist)


def moves(state):
    if state == "caught":       # Bob, to move, has been caught: he loses
        return []
    g, turn = state
    if turn == "alice":
        return ["caught" if v == g.b else (TwoMarked(g.n, g.edges, v, g.b), "bob")
                for v in reach(g, g.a, da)]
    return [(TwoMarked(g.n, g.edges, g.a, v), "alice") for v in reach(g, g.b, db) if v != g.a]
