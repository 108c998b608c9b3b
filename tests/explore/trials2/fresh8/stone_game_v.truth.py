# Truth for LeetCode 1563: a minimax over (the row left as an index range, whose turn); Alice
# cuts the range in two, Bob's turn only discards the part with the larger sum (Alice picks when
# the sums tie: both parts are her options) and Alice scores the sum of the part kept.
from oracle import score_search


def truth(position):
    row = tuple(position)

    def moves(state):
        lo, hi, alice = state
        if not alice:
            return [((lo, hi, True), 0)]
        out = []
        for cut in range(lo + 1, hi):
            left, right = sum(row[lo:cut]), sum(row[cut:hi])
            if left < right:
                out.append(((lo, cut, False), left))
            elif right < left:
                out.append(((cut, hi, False), right))
            else:
                out.append(((lo, cut, False), left))
                out.append(((cut, hi, False), right))
        return out
    return score_search(moves)((0, len(row), True))


def valid(position):
    return len(position) >= 1 and all(x >= 1 for x in position)
