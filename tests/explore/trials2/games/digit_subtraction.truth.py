# Truth for SPOJ NGM: try every nonzero digit of the number.
from oracle import win_search

_wins = win_search(lambda n: [n - int(d) for d in set(str(n)) if d != "0"])


def truth(position):
    return _wins(position[0])
