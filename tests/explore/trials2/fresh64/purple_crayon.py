# Purple Crayon (Codeforces 1615E): a tree of n nodes rooted at node 1, every node white. Red and
# Blue get one turn each, Red first. In his turn Red may, any number of times, pick a subtree and
# colour all its nodes red, at most k nodes being red after his turn. Then Blue may, any number of
# times, pick a subtree containing no red node and colour all its nodes blue. With w white, r
# red and b blue nodes, the score is w * (r - b); Red maximises it, Blue minimises it. The answer:
# the score when both play optimally.
# A position: the rooted tree (the root at the mark), on 2..8 nodes declared here (the statement
# allows n <= 2 * 10^5); k is the parameter (1 <= k <= n in the statement; a k above n is the same
# game as k = n). A union of subtrees is a set of nodes that holds every descendant of each of its
# nodes, so each player's turn is one move: Red's move is the set of red nodes (any such set of at
# most k nodes, the empty one included), the state ("red", the nodes' descendant masks, the red
# set); Blue's move is the set of blue nodes (any such set with no red node, the empty one
# included) and ends the game in the state ("end", score), with Red to move, to whom final()
# gives the score. The value of a position (Red's, the player to move) is the problem's answer.
k = param("k", 2)
positions = trees(n=range(2, 9), rooted=True)
result = "score"


def start(tree):
    n = tree.n
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    parent = [-1] * n
    order = [tree.root]
    for w in order:
        for x in adjacent[w]:
            if x != parent[w] and x != tree.root:
                parent[x] = w
                order.append(x)
    below = [1 << v for v in range(n)]          # each node's subtree as a bitmask
    for w in reversed(order):
        if parent[w] != -1:
            below[parent[w]] |= below[w]
    return ("start", tuple(below), 0)


def _closed(below):
    n = len(below)
    return [s for s in range(1 << n)
            if all(below[v] & s == below[v] for v in range(n) if s >> v & 1)]


def moves(state):
    kind, below, red = state
    if kind == "end":
        return []
    if kind == "start":
        return [(("red", below, s), 0) for s in _closed(below) if bin(s).count("1") <= k]
    n = len(below)
    r = bin(red).count("1")
    ends = set()
    for s in _closed(below):
        if s & red == 0:
            b = bin(s).count("1")
            ends.add(("end", (), (n - r - b) * (r - b)))
    return [(e, 0) for e in sorted(ends)]


def final(state):
    return state[2] if state[0] == "end" else 0


def canonical(state):
    return state
