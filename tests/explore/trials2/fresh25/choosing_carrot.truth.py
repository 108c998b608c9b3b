# Truth for Codeforces 794E (Choosing Carrot, k = 0): minimax over (the carrots left, a run of
# the line, and who moves); a move eats the carrot at either end; with one carrot x left the
# game ends, worth x to Oleg and -x to Igor. The value from Oleg's side (he moves first).
from oracle import score_search


def _moves(state):
    carrots, oleg = state
    if len(carrots) <= 1:
        return []
    return [((carrots[1:], not oleg), 0), ((carrots[:-1], not oleg), 0)]


def _final(state):
    carrots, oleg = state
    return carrots[0] if oleg else -carrots[0]


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    return _best((tuple(position), True))
