# Truth for Luogu P11077 (「FSLOI Round I」石子): retrograde analysis (oracle.outcome_search) of
# every state reachable from the piles, each state the piles as a sorted tuple. The player to move
# takes k stones from a pile above the average x and puts them on a pile below it; with no pile
# below or none above, the player to move has lost; a state never decided is a draw. The answer
# for little F, moving first: 'W' (F), 'L' (L) or 'D' (Draw).
from oracle import outcome_search

_searches = {}


def _options(k):
    def options(state):
        x = sum(state) // len(state)
        below = [i for i, v in enumerate(state) if v < x]
        above = [j for j, v in enumerate(state) if v > x]
        seen = set()
        for i in below:
            for j in above:
                nxt = list(state)
                nxt[i] += k
                nxt[j] -= k
                seen.add(tuple(sorted(nxt)))
        return list(seen)
    return options


def valid(position):
    # a whole average of at least 3, the largest k judged, so that k <= x for every k judged
    return (len(position) >= 1 and min(position) >= 0 and sum(position) % len(position) == 0
            and sum(position) // len(position) >= 3)


def truth(position, k=1):
    if k not in _searches:
        _searches[k] = outcome_search(_options(k))
    return _searches[k](tuple(sorted(position)))
