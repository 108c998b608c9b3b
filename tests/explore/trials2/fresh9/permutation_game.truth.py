# Truth for HackerRank Permutation game: the numbers left in their order; a move removes one; a
# player who faces an increasing sequence has lost (the opponent's move made it so).
from oracle import win_search


def _moves(seq):
    if all(seq[i] < seq[i + 1] for i in range(len(seq) - 1)):
        return []
    return [seq[:i] + seq[i + 1:] for i in range(len(seq))]


_wins = win_search(_moves)


def valid(position):
    return (len(position) >= 2 and len(set(position)) == len(position)
            and list(position) != sorted(position))


def truth(position):
    return _wins(tuple(position))
