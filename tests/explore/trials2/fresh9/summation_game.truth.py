# Truth for Codeforces 1920B: Alice's move is any choice of at most k elements to remove, Bob's
# any choice of at most x remaining elements to negate (both by index, duplicates included);
# minimax of the final sum for Alice.
from itertools import combinations

from oracle import score_search

_searches = {}


def _search(k, x):
    def moves(state):
        stage, array = state
        out = []
        if stage == "alice":
            for r in range(0, min(k, len(array)) + 1):
                for gone in combinations(range(len(array)), r):
                    rest = tuple(v for i, v in enumerate(array) if i not in gone)
                    out.append((("bob", rest), 0))
        elif stage == "bob":
            for r in range(0, min(x, len(array)) + 1):
                for flip in combinations(range(len(array)), r):
                    after = tuple(sorted(-v if i in flip else v for i, v in enumerate(array)))
                    out.append((("end", after), 0))
        return out

    def final(state):
        return sum(state[1])
    return score_search(moves, final)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position, k=2, x=1):
    if (k, x) not in _searches:
        _searches[(k, x)] = _search(k, x)
    return _searches[(k, x)](("alice", tuple(sorted(position))))
