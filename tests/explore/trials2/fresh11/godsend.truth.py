# Truth for Codeforces 841B: only the parities of the elements decide which subsegments may go,
# so a state is (the parities left as a tuple, whether the first player moves); the first player
# removes a segment with an odd sum, the second one with an even sum; no move loses.
from oracle import win_search


def _moves(state):
    bits, first = state
    want = 1 if first else 0
    out = set()
    for i in range(len(bits)):
        for j in range(i + 1, len(bits) + 1):
            if sum(bits[i:j]) % 2 == want:
                out.add((bits[:i] + bits[j:], not first))
    return list(out)


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(a >= 0 for a in position)


def truth(position):
    return _wins((tuple(a % 2 for a in position), True))
