# Adjacent Game (AtCoder TTPC 2024 Div. 2 N): a tree of N vertices, none marked at the start.
# Alice first marks any vertex she likes with her own marker. Then, Bob first, the two players
# take turns; a turn marks, with the player's own marker, a vertex v that is not marked yet and
# has a neighbour u (joined to v by an edge) marked with the OTHER player's marker. The player
# who cannot make such a turn loses, and the other wins. The answer: Alice or Bob, both playing
# well; here True when Alice wins (her free first mark is her first move, so she is the player
# to move at the start). A position: the tree, every tree of 1..9 vertices up to isomorphism
# declared here (the statement allows N <= 2*10^5). A state: ("choose", the neighbour lists)
# before Alice's first mark, then ("play", the neighbour lists, Alice's marked vertices, Bob's
# marked vertices, whose turn: 0 Alice, 1 Bob).
positions = trees(n=range(1, 10))
result = "win"


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    return ("choose", tuple(tuple(sorted(a)) for a in adjacent))


def moves(state):
    if state[0] == "choose":
        adjacent = state[1]
        return [("play", adjacent, (v,), (), 1) for v in range(len(adjacent))]
    _, adjacent, alice, bob, turn = state
    own, other = (alice, bob) if turn == 0 else (bob, alice)
    out = []
    for v in range(len(adjacent)):
        if v in alice or v in bob:
            continue
        if any(u in other for u in adjacent[v]):
            marked = tuple(sorted(own + (v,)))
            if turn == 0:
                out.append(("play", adjacent, marked, bob, 1))
            else:
                out.append(("play", adjacent, alice, marked, 0))
    return out


def canonical(state):
    return state
