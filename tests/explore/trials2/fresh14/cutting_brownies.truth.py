# Truth for Kattis Cutting Brownies: a search of (the pieces, who moves) for Harry first and for
# Vicky first: 'L' if Harry wins both, 'R' if Vicky wins both, 'N' if the starter wins, 'P' if
# the starter loses. A whole search of the multiset of pieces takes too long past 6 x 6, so the
# strips are counted instead of kept: a 1 x D strip offers Harry exactly D - 1 cuts in all and
# Vicky none, whatever the order (each cut makes one more strip), and a B x 1 strip offers
# Vicky exactly B - 1; such spare cuts are integers in the sense of Conway (Harry's +1 each,
# Vicky's -1 each) and add up, so a state is (the pieces of breadth and depth >= 2, Harry's
# spare cuts minus Vicky's). Checked against a search of the whole multiset (the game file's
# moves) on every position of the game file and up to 6 x 6.
import sys

sys.setrecursionlimit(100000)
_memo = {}


def _reduce(pieces):
    keep, spare = [], 0
    for b, d in pieces:
        if b == 1:
            spare += d - 1
        elif d == 1:
            spare -= b - 1
        else:
            keep.append((b, d))
    return tuple(sorted(keep)), spare


def _wins(pieces, spare, harry):
    key = (pieces, spare, harry)
    if key in _memo:
        return _memo[key]
    won = False
    if harry and spare > 0:
        won = not _wins(pieces, spare - 1, False)
    elif not harry and spare < 0:
        won = not _wins(pieces, spare + 1, True)
    if not won:
        for i, (b, d) in enumerate(pieces):
            if won:
                break
            if i > 0 and pieces[i - 1] == (b, d):
                continue
            rest = pieces[:i] + pieces[i + 1:]
            size = d if harry else b
            for c in range(1, size // 2 + 1):
                parts = ((b, c), (b, d - c)) if harry else ((c, d), (b - c, d))
                after, more = _reduce(rest + parts)
                if not _wins(after, spare + more, not harry):
                    won = True
                    break
    _memo[key] = won
    return won


def valid(position):
    return position[0] >= 1 and position[1] >= 1


def truth(position):
    pieces, spare = _reduce((tuple(position),))
    harry_first = _wins(pieces, spare, True)
    vicky_first = _wins(pieces, spare, False)
    if harry_first and vicky_first:
        return "N"
    if harry_first:
        return "L"
    if vicky_first:
        return "R"
    return "P"
