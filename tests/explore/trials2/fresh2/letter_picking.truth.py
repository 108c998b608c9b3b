# Truth for Codeforces 1728D: every pick of each player (the left or the right end), the own
# strings built by prepending; at the end +1 / 0 / -1 for the player to move (Alice, the length
# being even) as her string is smaller / equal / larger. 'W', 'D' or 'L' for Alice.
from oracle import score_search


def _moves(state):
    s, mine, theirs = state          # mine: the player to move's string
    if not s:
        return []
    return [((s[1:], theirs, s[0] + mine), 0), ((s[:-1], theirs, s[-1] + mine), 0)]


def _final(state):
    _, mine, theirs = state
    return (mine < theirs) - (mine > theirs)


_best = score_search(_moves, _final)


def valid(position):
    return len(position) % 2 == 0 and len(position) > 0


def truth(position):
    value = _best((position, "", ""))
    return "W" if value > 0 else "L" if value < 0 else "D"
