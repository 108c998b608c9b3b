# Truth for Codeforces 1190C: every window of k cards turned to either side, searched by the
# retrograde analysis of every reachable row (a row of one side only has no move: the player
# who made it won); what is never decided is a draw.
from oracle import outcome_search

_searches = {}


def _search(k):
    def moves(s):
        if "0" not in s or "1" not in s:
            return []
        return [s[:i] + side * k + s[i + k:] for i in range(len(s) - k + 1) for side in "01"]
    return outcome_search(moves)


def valid(position):
    return len(position) >= 5 and "0" in position and "1" in position


def truth(position, k=2):
    if k not in _searches:
        _searches[k] = _search(k)
    return _searches[k](position)
