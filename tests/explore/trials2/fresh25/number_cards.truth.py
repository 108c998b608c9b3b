# Truth for Codeforces 919F (A Game With Numbers): retrograde analysis (../oracle.py,
# outcome_search) of every state (the mover's h cards sorted, the other's h cards sorted) at
# once, reached from one extra root state per h; a move replaces one of the mover's non-zero
# cards a by (a + b) mod 5 for a non-zero card b of the other; a state where the other's cards
# are all 0 has no move (the other has won: lost for the mover). 'W', 'L' or 'D' for Alice.
from itertools import combinations_with_replacement

from oracle import outcome_search


def _moves(state):
    if state[0] == "root":
        hands = list(combinations_with_replacement(range(5), state[1]))
        return [(x, y) for x in hands for y in hands]
    mine, theirs = state
    if not any(theirs) or not any(mine):
        return []
    out = set()
    for i, a in enumerate(mine):
        if a == 0:
            continue
        for b in set(theirs):
            if b == 0:
                continue
            out.add((theirs, tuple(sorted(mine[:i] + ((a + b) % 5,) + mine[i + 1:]))))
    return list(out)


_outcome = outcome_search(_moves)
_solved = set()


def valid(position):
    h = len(position) // 2
    return (len(position) >= 2 and len(position) % 2 == 0 and all(0 <= v <= 4 for v in position)
            and any(position[:h]))


def truth(position):
    h = len(position) // 2
    if h not in _solved:
        _outcome(("root", h))
        _solved.add(h)
    return _outcome((tuple(sorted(position[:h])), tuple(sorted(position[h:]))))
