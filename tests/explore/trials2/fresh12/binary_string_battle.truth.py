# Truth for Codeforces 2123D: retrograde analysis (../oracle.py's outcome_search) of the states
# (s, whether Alice moves); Alice sets any k positions to 0, Bob any k consecutive positions to 1;
# a state where s is all zeros and Bob would move is over (Bob, to move, has lost); what is never
# decided is a draw, which Bob wins.
from oracle import outcome_search

_searches = {}


def _search(k):
    def moves(state):
        s, alice = state
        n = len(s)
        if alice:
            ones = [i for i in range(n) if s[i] == "1"]
            zeros = n - len(ones)
            out = set()
            # k positions: j of them among the ones (set to 0), the rest among the zeros
            for j in range(max(0, k - zeros), min(k, len(ones)) + 1):
                for cleared in _subsets(ones, j):
                    t = list(s)
                    for i in cleared:
                        t[i] = "0"
                    out.add(("".join(t), False))
            return list(out)
        if "1" not in s:
            return []
        return list({(s[:i] + "1" * k + s[i + k:], True) for i in range(n - k + 1)})
    return outcome_search(moves)


def _subsets(items, j):
    from itertools import combinations
    return combinations(items, j)


def valid(position):
    return len(position) >= 4 and set(position) <= set("01")


def truth(position, k=2):
    if k not in _searches:
        _searches[k] = _search(k)
    return _searches[k]((position, True))
