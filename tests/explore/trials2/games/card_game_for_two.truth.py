# Truth for AtCoder ABC088 B.
from oracle import score_search

_best = score_search(lambda cards: [(cards[:i] + cards[i + 1:], a) for i, a in enumerate(cards)])


def truth(position):
    return _best(tuple(sorted(position)))
