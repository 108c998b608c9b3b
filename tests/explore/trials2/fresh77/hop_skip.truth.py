# Truth for ipc.susu.ru 1999 Прыг-скок (Hop-skip): a strip of N cells, the first player's token
# on cell 1 and the second's on cell N; in turn (the first player first) the first player moves
# his token exactly M cells left or right, the second his exactly K cells, never past or onto
# the other token and never off the strip; who cannot move loses, and play that never ends is a
# draw. Retrograde analysis (oracle.outcome_search) of every state reachable from the start,
# read off for the first player: 'W' (the answer 1), 'L' (2) or 'D' (0).
from oracle import outcome_search


def _moves(state):
    n, m, k, a, b, first = state
    out = []
    if first:
        for c in (a + m, a - m):
            if c >= 1 and c < b:
                out.append((n, m, k, c, b, False))
    else:
        for c in (b + k, b - k):
            if c <= n and c > a:
                out.append((n, m, k, a, c, True))
    return out


_outcome = outcome_search(_moves)


def valid(position):
    n, m, k = position
    return n >= 2 and 1 <= m <= n // 2 and 1 <= k <= n // 2


def truth(position):
    n, m, k = position
    return _outcome((n, m, k, 1, n, True))
