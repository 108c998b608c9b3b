# Truth for AtCoder ABC354 E: the cards as (front, back) pairs.
from oracle import win_search


def _moves(cards):
    return [tuple(c for k, c in enumerate(cards) if k not in (i, j))
            for i in range(len(cards)) for j in range(i + 1, len(cards))
            if cards[i][0] == cards[j][0] or cards[i][1] == cards[j][1]]


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(sorted(divmod(c, 3) for c in position)))
