# 另一侧的月 (Luogu P8347, 「Wdoi-6」): a tree of n >= 2 nodes. Hifuu and Luna move in turn, Hifuu
# first: the player to move chooses a node, deletes it with every edge at it, which leaves some
# groups of connected nodes, and keeps one of the groups, throwing away every other node. If
# after a turn exactly one node is left, the player who made that turn loses and the other wins.
# The result: whether Hifuu, moving first, wins (the answer Hifuu). A position: the tree, trees of
# 2..10 nodes declared here (the statement allows n <= 10^5, T <= 5). A state: (the tree's
# neighbour lists, the nodes still there); a state of one node ends the game, won by the player
# to move there (`winner`), since the player who left it lost.
positions = trees(n=range(2, 11))
result = "win"


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    return (tuple(tuple(sorted(a)) for a in adjacent), frozenset(range(tree.n)))


def _groups(adjacent, nodes):
    left, groups = set(nodes), []
    while left:
        first = left.pop()
        group, stack = {first}, [first]
        while stack:
            v = stack.pop()
            for w in adjacent[v]:
                if w in left:
                    left.discard(w)
                    group.add(w)
                    stack.append(w)
        groups.append(frozenset(group))
    return groups


def moves(state):
    adjacent, nodes = state
    if len(nodes) == 1:
        return []
    out = set()
    for v in nodes:
        for group in _groups(adjacent, nodes - {v}):
            out.add((adjacent, group))
    return sorted(out, key=lambda s: sorted(s[1]))


def winner(state):
    return "mover"            # one node left: the player who left it lost


def canonical(state):
    return state
