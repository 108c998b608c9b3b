# Truth for Codeforces 1615E (Purple Crayon): a plain exhaustive search over the sets of nodes
# each player can colour. A union of subtrees is a set of nodes closed under taking descendants;
# Red picks such a set of at most k nodes, Blue then such a set disjoint from it, and the score
# is w * (r - b). The value: the largest over Red's sets of the least over Blue's (the answer).


def valid(tree):
    return tree.n >= 2


def truth(tree, k=2):
    n = tree.n
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    parent = [-1] * n
    seen = {tree.root}
    order = [tree.root]
    for w in order:
        for x in adjacent[w]:
            if x not in seen:
                seen.add(x)
                parent[x] = w
                order.append(x)
    desc = [{v} for v in range(n)]
    for w in reversed(order):
        if parent[w] != -1:
            desc[parent[w]] |= desc[w]
    closed = []
    for s in range(1 << n):
        members = {v for v in range(n) if s >> v & 1}
        if all(desc[v] <= members for v in members):
            closed.append(members)
    best = None
    for red in closed:
        if len(red) > k:
            continue
        r = len(red)
        least = min((n - r - len(blue)) * (r - len(blue)) for blue in closed if not blue & red)
        if best is None or least > best:
            best = least
    return best
