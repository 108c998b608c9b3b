# Truth for Codeforces 2053E (Resourceful Caterpillar Sequence), on one pair (p, q): retrograde
# analysis of every state reached from the start, a state being (the head, the tail, whose turn)
# with the vertices between them read off the tree's unique path. Nora moves the head to a
# neighbour of the head off the path (the tail steps one vertex towards the head); Aron moves
# the tail to a neighbour of the tail off the path (the head steps one vertex towards the tail).
# A state whose head is a leaf is won by Nora, whose tail is a leaf by Aron, both leaves (only
# possible at the start) a tie; a state never decided (play that can go on for ever) is a tie.
# The answer, from Nora's side (she moves first): 'W', 'L' or 'D'.
from collections import deque


def valid(position):
    return position.n >= 2 and position.a != position.b and position.a is not None \
        and position.b is not None


def truth(position):
    n = position.n
    near = [set() for _ in range(n)]
    for u, v in position.edges:
        near[u].add(v)
        near[v].add(u)

    # next_towards[x][y]: the neighbour of x on the path from x to y (x != y)
    next_towards = [[None] * n for _ in range(n)]
    for y in range(n):
        seen = {y}
        queue = deque([y])
        while queue:
            x = queue.popleft()
            for z in near[x]:
                if z not in seen:
                    seen.add(z)
                    next_towards[z][y] = x
                    queue.append(z)

    def path_set(p, q):
        out = {p}
        x = p
        while x != q:
            x = next_towards[x][q]
            out.add(x)
        return out

    def leaf(x):
        return len(near[x]) == 1

    def terminal(state):
        p, q, nora = state
        if leaf(p) and leaf(q):
            return "D"
        if leaf(p):
            return "W" if nora else "L"        # for the player to move
        if leaf(q):
            return "L" if nora else "W"
        return None

    def options(state):
        p, q, nora = state
        on = path_set(p, q)
        if nora:
            return [(u, next_towards[q][p], False) for u in near[p] if u not in on]
        return [(next_towards[p][q], v, True) for v in near[q] if v not in on]

    start = (position.a, position.b, True)
    succ, pred = {}, {}
    queue = deque([start])
    succ[start] = None
    while queue:
        s = queue.popleft()
        opts = [] if terminal(s) is not None else options(s)
        succ[s] = opts
        for t in opts:
            pred.setdefault(t, []).append(s)
            if t not in succ:
                succ[t] = None
                queue.append(t)
    label = {}
    left = {s: len(succ[s]) for s in succ}
    work = deque()
    for s in succ:
        end = terminal(s)
        if end is not None:
            label[s] = end
            work.append(s)
    while work:
        s = work.popleft()
        for r in pred.get(s, []):
            if r in label:
                continue
            if label[s] == "L":
                label[r] = "W"
                work.append(r)
            else:
                left[r] -= 1
                if left[r] == 0 and all(label.get(t) == "W" for t in succ[r]):
                    label[r] = "L"
                    work.append(r)
    return label.get(start, "D")
