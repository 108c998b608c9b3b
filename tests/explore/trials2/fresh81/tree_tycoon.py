# 大富翁 (Luogu P9133, THUPC 2023 初赛): a tree of n nodes rooted at node 1, node x with a price
# w_x. Node x dominates node y when x is an ancestor of y (x on the path from 1 to y, x != y).
# Little W and little H buy in turn, little W first, one node not bought yet each time, until all
# n nodes are bought. A buyer of x pays w_x to the bank; then with n1 = the nodes x dominates that
# the other player bought and n2 = the nodes dominating x that the other player bought, the other
# pays the buyer n1 - n2 coins if n1 > n2, and the buyer pays the other n2 - n1 if n1 < n2. Each
# wants to end with as many coins as possible. The answer: little W's coins at the end (received
# minus paid), both playing best. A position: the rooted tree, trees of 1..8 nodes declared here,
# every price 0 (the statement allows n <= 2*10^5 and 0 <= w_x <= 2*10^5). A state: (the parent
# of each node, the nodes the player to move bought, the nodes the other bought). With every
# price 0 each coin one player gets the other pays, so each player maximising his own coins is
# the same as the other's coins being as few as possible; a turn's points, n1 - n2, are the coins
# the mover gets from the other, and the value (little W's, moving first) is little W's coins.
positions = trees(n=range(1, 9), rooted=True)
result = "score"


def start(tree):
    n, root = tree.n, tree.root
    near = [[] for _ in range(n)]
    for u, v in tree.edges:
        near[u].append(v)
        near[v].append(u)
    parent = [-1] * n
    order, seen = [root], {root}
    for x in order:
        for y in near[x]:
            if y not in seen:
                seen.add(y)
                parent[y] = x
                order.append(y)
    return (tuple(parent), frozenset(), frozenset())


def _ancestors(parent, x):
    out = []
    while parent[x] >= 0:
        x = parent[x]
        out.append(x)
    return out


def moves(state):
    parent, mine, theirs = state
    out = []
    for x in range(len(parent)):
        if x in mine or x in theirs:
            continue
        n2 = sum(1 for y in _ancestors(parent, x) if y in theirs)
        n1 = sum(1 for y in theirs if x in _ancestors(parent, y))
        out.append(((parent, theirs, mine | {x}), n1 - n2))
    return out
