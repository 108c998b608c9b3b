# Truth for Codeforces 276B: every deletion of one letter searched over the letter counts; a turn
# that starts with letters that make a palindrome is won at once (one move to a dead state).
from oracle import win_search


def _moves(state):
    counts, dead = state
    if dead:
        return []
    if sum(c % 2 for c in counts) <= 1:
        return [(counts, True)]
    out = set()
    for i, c in enumerate(counts):
        after = counts[:i] + ((c - 1,) if c > 1 else ()) + counts[i + 1:]
        out.add((tuple(sorted(after)), False))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1


def truth(position):
    counts = tuple(sorted(position.count(c) for c in set(position)))
    return _wins((counts, False))
