# Truth for LeetCode 1927: every digit written into every '?' in turn (the state keeps what the
# ending needs: first-half sum minus second-half sum, the '?' left in each half, whose turn);
# at the end +1 / -1 for the player to move as that player won or lost.
from oracle import score_search


def _moves(state):
    difference, q1, q2, alice = state
    out = []
    for digit in range(10):
        if q1:
            out.append(((difference + digit, q1 - 1, q2, not alice), 0))
        if q2:
            out.append(((difference - digit, q1, q2 - 1, not alice), 0))
    return out


def _final(state):
    difference, q1, q2, alice = state
    bob_wins = difference == 0
    return 1 if bob_wins != alice else -1


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0


def truth(position):
    half = len(position) // 2
    left, right = position[:half], position[half:]
    difference = sum(int(c) for c in left if c != "?") - sum(int(c) for c in right if c != "?")
    return _best((difference, left.count("?"), right.count("?"), True)) > 0
