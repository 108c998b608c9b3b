# Truth for Codeforces 549C: every burning of one city in turn until k are left; +1 / -1 for the
# player to move at the end as the people left make them the winner (odd: Stannis, even:
# Daenerys).
from oracle import score_search

_searches = {}


def _search(k):
    def moves(state):
        cities, stannis = state
        if len(cities) == k:
            return []
        out = []
        for v in set(cities):
            rest = list(cities)
            rest.remove(v)
            out.append(((tuple(rest), not stannis), 0))
        return out

    def final(state):
        cities, stannis = state
        return 1 if (sum(cities) % 2 == 1) == stannis else -1
    return score_search(moves, final)


def valid(position):
    # judged at k up to 11 (the sweep's k = 1..4, two past it and 2 * 4 + 3): at least 11 cities
    return len(position) >= 11 and all(a >= 1 for a in position)


def truth(position, k=2):
    assert len(position) >= k
    if k not in _searches:
        _searches[k] = _search(k)
    return _searches[k]((tuple(sorted(position)), True)) > 0
