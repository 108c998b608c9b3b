# Truth for POJ 1740: from a chosen pile of x, every amount kept in it and every vector of
# additions to the other non-empty piles whose total, with what is kept, is below x; searched
# over the sorted tuple of non-empty piles.
from oracle import win_search


def _additions(count, budget):
    """Every vector of `count` whole numbers >= 0 with sum at most `budget`."""
    stack = [()]
    while stack:
        head = stack.pop()
        if len(head) == count:
            yield head
            continue
        room = budget - sum(head)
        for d in range(room + 1):
            stack.append(head + (d,))


def _moves(state):
    out = set()
    for i in range(len(state)):
        x = state[i]
        rest = state[:i] + state[i + 1:]
        for add in _additions(len(rest), x - 1):
            grown = [a + d for a, d in zip(rest, add)]
            for keep in range(0, x - sum(add)):
                out.add(tuple(sorted(grown + ([keep] if keep else []))))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(p >= 1 for p in position)


def truth(position):
    return _wins(tuple(sorted(position)))
