# Truth for BZOJ 4147 (Euclidean Nim), for one pile n: every state (stones, whose turn) reached
# from (n, Euclid) is listed, and a retrograde analysis labels them. Euclid's step is p and
# Pythagoras's q: with fewer stones than his step a player adds his step, else he removes one to
# all of the multiples of his step the pile allows. A state with an empty pile is lost for the
# player to move there (the other took the last stones); a state never labelled is play that
# can go on for ever. The answer for Euclid: 'W', 'L' or 'D'. The states reached from the piles
# up to n are closed under moves, so their labels are kept for the later piles at the same p and
# q (an option labelled earlier enters the analysis with its label).
from collections import deque

_known = {}                 # (p, q) -> the labels of the states already analysed (a closed set)


def valid(position):
    return len(position) == 1 and position[0] >= 1


def truth(position, p=2, q=3):
    def options(state):
        stones, turn = state
        if stones == 0:
            return []
        step = q if turn else p
        if stones < step:
            return [(stones + step, 1 - turn)]
        return [(stones - step * k, 1 - turn) for k in range(1, stones // step + 1)]

    first = (position[0], 0)
    known = _known.setdefault((p, q), {})
    if first in known:
        return known[first]
    # every state (m, turn) with m <= n is analysed at once (their reach is closed under moves)
    roots = [(m, t) for m in range(position[0] + 1) for t in (0, 1) if (m, t) not in known]
    succ, pred = {r: None for r in roots}, {}
    queue = deque(roots)
    while queue:
        s = queue.popleft()
        succ[s] = options(s)
        for t in succ[s]:
            pred.setdefault(t, []).append(s)
            if t in known:
                continue
            if t not in succ:
                succ[t] = None
                queue.append(t)
    label, left, work = {}, {}, deque()
    for s, opts in succ.items():
        left[s] = len(opts)
        if not opts:
            label[s] = "L"
            work.append(s)
        for t in opts:                 # an option decided before counts as already labelled
            if t in known and t not in succ:
                if known[t] == "L" and s not in label:
                    label[s] = "W"
                    work.append(s)
                elif known[t] == "W":
                    left[s] -= 1
        if s not in label and left[s] == 0 and opts:
            label[s] = "L"
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
    for s in succ:                  # every state reached is decided within the states reached
        known[s] = label.get(s, "D")
    return known[first]
