# Truth for HDU 2897: misere play written as normal play with one extra step: a position with
# no coin left gets a single move to an end state that has none (so the player who faces no coin,
# the one who did not take the last, wins).
from oracle import win_search

_END = "end"
_searches = {}


def _game(p, q):
    def moves(n):
        if n == _END:
            return []
        if n == 0:
            return [_END]
        if n < p:
            return [0]
        return [n - t for t in range(p, q + 1) if t <= n]
    return win_search(moves)


def truth(position, p=2, q=5):
    if (p, q) not in _searches:
        _searches[p, q] = _game(p, q)
    return _searches[p, q](position[0])
