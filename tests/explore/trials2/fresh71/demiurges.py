# Demiurges Play Again (Codeforces 538E): a rooted tree on n nodes, m of them leaves (a leaf has
# no children); the numbers 1..m are placed in the leaves, each in one leaf. A piece starts at the
# root; two players move it in turns, each move to a child of its node; when no move is possible
# the game ends, and its result is the number in the leaf where the piece stopped. The first
# player maximises the result, the second minimises it. Before the game the demiurges rearrange
# the numbers in the leaves arbitrarily: Shambambukli to make the result as large as possible,
# Mazukta as small as possible. The answer: the result when Shambambukli arranges, and the result
# when Mazukta arranges. Here the parameter mazukta chooses: 0 for Shambambukli's arrangement (the
# first number printed), 1 for Mazukta's (the second).
# A position: the rooted tree (the root at the mark), 1..8 nodes declared here (the statement
# allows n <= 2 * 10^5).
# The game as one zero-sum game of the maximiser's side (Shambambukli and the first player) and
# the minimiser's side (Mazukta and the second player), alternating strictly: with mazukta = 0,
# Shambambukli arranges (one move: a whole arrangement), the minimiser's side passes (its only
# move), then the first player moves the piece; with mazukta = 1, the maximiser's side passes,
# Mazukta arranges, then the first player moves the piece. Moves earn no points; where the piece
# stops, final() gives the leaf's number to the maximiser's side when it is to move there (its
# negative to the minimiser's side), so the value of a position (the maximiser's side moving
# first) is the result asked.
# A tree state: a leaf is ("leaf", number) (number 0 before the arrangement), an inner node
# ("node", its children's trees, sorted). A state: ("arrange", tree), ("pass", tree) or ("play",
# tree of the piece's node, True when the first player is to move).
from itertools import permutations

mazukta = param("mazukta", 0)
assert mazukta in (0, 1), "mazukta is 0 (Shambambukli arranges) or 1 (Mazukta arranges)"
positions = trees(n=range(1, 9), rooted=True)
result = "score"


def _build(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)

    def node(v, parent):
        children = [w for w in adjacent[v] if w != parent]
        if not children:
            return ("leaf", 0)
        return ("node", tuple(sorted(node(w, v) for w in children)))
    return node(tree.root, -1)


def _leaves(t):
    return 1 if t[0] == "leaf" else sum(_leaves(c) for c in t[1])


def _place(t, numbers):
    # the tree t with its leaves, left to right, given the numbers of the iterator `numbers`
    if t[0] == "leaf":
        return ("leaf", next(numbers))
    return ("node", tuple(sorted(_place(c, numbers) for c in t[1])))


def start(tree):
    t = _build(tree)
    return ("arrange", t) if mazukta == 0 else ("pass", t)


def moves(state):
    if state[0] == "arrange":
        t = state[1]
        arranged = {_place(t, iter(p)) for p in permutations(range(1, _leaves(t) + 1))}
        return [((("pass", a) if mazukta == 0 else ("play", a, True)), 0) for a in sorted(arranged)]
    if state[0] == "pass":
        return [((("play", state[1], True) if mazukta == 0 else ("arrange", state[1])), 0)]
    _, t, first = state
    if t[0] == "leaf":
        return []
    return [(("play", c, not first), 0) for c in sorted(set(t[1]))]


def final(state):
    _, t, first = state
    return t[1] if first else -t[1]


def canonical(state):
    return state
