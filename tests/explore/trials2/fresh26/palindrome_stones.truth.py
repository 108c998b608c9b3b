# Truth for USACO 2024 February Bronze Palindrome Game: a table of wins filled from 0 up; a move
# removes a positive decimal palindrome x <= s; no stones to move on loses. True when Bessie
# (first) wins.
_pal = []
_wins = [False]


def valid(position):
    return position[0] >= 1


def truth(position):
    (s,) = position
    while len(_wins) <= s:
        m = len(_wins)
        if str(m) == str(m)[::-1]:
            _pal.append(m)
        _wins.append(any(not _wins[m - x] for x in _pal))
    return _wins[s]
