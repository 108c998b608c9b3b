# Binary Tree Coloring Game (LeetCode 1145): a binary tree of n nodes, n odd; the first player
# has coloured node x (the mark) red. The second player now colours a node y != x blue; then, in
# turn from the first player, each colours an uncoloured neighbour of a node of their own colour
# (a player with no such node passes). When every node is coloured, who coloured more wins.
# The result: can the second player (the player to move here) win?
positions = trees(n=range(1, 10), marked=True).where(
    lambda t: t.n % 2 == 1 and all(sum(v in e for e in t.edges) <= 3 for v in range(t.n)))


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    # (neighbours, red nodes, blue nodes, whose turn): blue has not chosen y yet
    return (tuple(tuple(a) for a in adjacent), frozenset([tree.marked]), frozenset(), "blue")


def moves(state):
    adjacent, red, blue, turn = state
    n = len(adjacent)
    if not blue:                                      # the second player names y
        for y in range(n):
            if y not in red:
                yield (adjacent, red, frozenset([y]), "red")
        return
    if len(red) + len(blue) == n:
        return
    mine = red if turn == "red" else blue
    options = {v for u in mine for v in adjacent[u] if v not in red and v not in blue}
    if not options:                                   # pass
        yield (adjacent, red, blue, "blue" if turn == "red" else "red")
    for v in options:
        if turn == "red":
            yield (adjacent, red | {v}, blue, "blue")
        else:
            yield (adjacent, red, blue | {v}, "red")


def winner(state):
    adjacent, red, blue, turn = state
    if not blue:                                      # one node only: no y to name
        return "last"
    mine, theirs = (red, blue) if turn == "red" else (blue, red)
    return "mover" if len(mine) > len(theirs) else "last"


def canonical(state):
    return state
