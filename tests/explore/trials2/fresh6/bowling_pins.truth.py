# Truth for HackerRank Bowling Pins: the state is the sorted tuple of the lengths of the runs of
# standing pins (pins in different runs never touch); every knock of one pin or of two adjacent
# pins searched, normal play.
from oracle import win_search


def _moves(runs):
    out = set()
    for j, r in enumerate(runs):
        rest = runs[:j] + runs[j + 1:]
        for width in (1, 2):
            for left in range(0, r - width + 1):
                right = r - width - left
                out.add(tuple(sorted(rest + tuple(x for x in (left, right) if x > 0))))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1


def truth(position):
    runs = tuple(sorted(len(part) for part in position.split("X") if part))
    return _wins(runs)
