# Truth for HDU 1730: the state is (the columns of both pieces in every row, whose turn); the
# player to move may put one of its own pieces on any other cell of the board's width m on its
# side of the opponent's piece in that row. Retrograde analysis of every reachable state (the
# pieces may move back, so states repeat): 'W', 'L' or 'D' for Tom, who moves first.
from oracle import outcome_search

_searches = {}


def _search(m):
    def moves(state):
        tom, jerry, tom_to_move = state
        out = []
        for i in range(len(tom)):
            me, other = (tom[i], jerry[i]) if tom_to_move else (jerry[i], tom[i])
            lo, hi = (1, other - 1) if me < other else (other + 1, m)
            for c in range(lo, hi + 1):
                if c == me:
                    continue
                if tom_to_move:
                    out.append((tom[:i] + (c,) + tom[i + 1:], jerry, False))
                else:
                    out.append((tom, jerry[:i] + (c,) + jerry[i + 1:], True))
        return out
    return outcome_search(moves)


def valid(position):
    return (len(position) >= 2 and len(position) % 2 == 0
            and all(position[i] != position[i + 1] for i in range(0, len(position), 2)))


def truth(position, m=4):
    assert max(position) <= m
    if m not in _searches:
        _searches[m] = _search(m)
    return _searches[m]((tuple(position[0::2]), tuple(position[1::2]), True))
