# Truth for UVa 10578: the state is how many cards of each value have been played (the total
# follows from it); every card still in the deck that keeps the total at most 31 searched.
from oracle import win_search


def _moves(used):
    total = sum((v + 1) * c for v, c in enumerate(used))
    out = []
    for v in range(6):
        if used[v] < 4 and total + v + 1 <= 31:
            out.append(used[:v] + (used[v] + 1,) + used[v + 1:])
    return out


_wins = win_search(_moves)


def valid(position):
    return (all(position.count(d) <= 4 for d in "123456")
            and sum(int(c) for c in position) <= 31)


def truth(position):
    return _wins(tuple(position.count(str(v)) for v in range(1, 7)))
