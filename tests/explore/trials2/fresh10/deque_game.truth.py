# Truth for AtCoder ARC 116 F with one sequence: the elements left are a[l..r] of the position;
# a move drops a[l] or a[r]; when l = r the score a[l] is Takahashi's gain and Aoki's loss
# (+a[l] for Takahashi to move, -a[l] for Aoki). Minimax of Takahashi's score.
from oracle import score_search


def truth(position):
    a = tuple(position)

    def moves(state):
        l, r, takahashi = state
        if l == r:
            return []
        return [((l + 1, r, not takahashi), 0), ((l, r - 1, not takahashi), 0)]

    def final(state):
        l, _, takahashi = state
        return a[l] if takahashi else -a[l]
    return score_search(moves, final)((0, len(a) - 1, True))


def valid(position):
    return len(position) >= 1
