# Truth for Baekjoon 15617 (Euclidean Nim): retrograde analysis over every state (the stones,
# whose move) with at most M stones, where M >= the starting n and M >= 2 max(p, q): a move from
# m stones goes below m, or (when m is below the mover's step s) to m + s < 2s, so these states
# are closed under moves. With at least s stones the mover takes s, 2s, ... (at most the stack),
# with fewer he adds s (s = p for Euclid, q for Pythagoras). A move that empties the stack wins;
# states never decided (play that can go on for ever) are draws. The labels are kept for each
# (p, q, M), M doubled as needed. The answer, from Euclid's side (he moves first): 'W', 'L' or
# 'D'.
from collections import deque

_tables = {}


def valid(position):
    return len(position) == 1 and position[0] >= 1


def _options(stones, euclid, p, q):
    s = p if euclid else q
    if stones < s:
        return [(stones + s, not euclid)]
    return [(stones - s * k, not euclid) for k in range(1, stones // s + 1)]


def _solve(p, q, top):
    states = [(m, e) for m in range(top + 1) for e in (True, False)]
    succ = {s: ([] if s[0] == 0 else _options(s[0], s[1], p, q)) for s in states}
    pred = {}
    for s, opts in succ.items():
        for t in opts:
            pred.setdefault(t, []).append(s)
    label = {}                     # for the player to move: 'W' or 'L'
    left = {s: len(o) for s, o in succ.items()}
    work = deque()
    for s in states:
        if s[0] == 0:
            label[s] = "L"             # the other player has just emptied the stack
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
                if left[r] == 0:
                    label[r] = "L"
                    work.append(r)
    return label


def truth(position, p=3, q=2):
    n = position[0]
    top = 64
    while top < max(n, 2 * max(p, q)):
        top *= 2
    if (p, q, top) not in _tables:
        _tables[(p, q, top)] = _solve(p, q, top)
    return _tables[(p, q, top)].get((n, True), "D")
