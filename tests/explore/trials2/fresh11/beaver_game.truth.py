# Truth for Codeforces 78C: the logs are independent, so the position is the sum of n copies of
# one log of length m, valued by the Sprague-Grundy theorem (a log's value is the mex over its
# splits into t equal parts of the xor of t copies of the part's value, computed by a plain
# search; checked against a search of the whole multiset of logs on every position of the game
# file at k = 1, 2, 3).
_searches = {}


def _search(k):
    def moves(length):
        out = []
        for t in range(2, length + 1):
            if length % t == 0 and length // t >= k:
                out.append(("split", length // t, t))
        return out

    memo = {}

    def value(length):
        if length not in memo:
            seen = set()
            for _, part, t in moves(length):
                seen.add(value(part) if t % 2 else 0)
            g = 0
            while g in seen:
                g += 1
            memo[length] = g
        return memo[length]
    return value


def valid(position):
    return position[0] >= 1 and position[1] >= 1


def truth(position, k=2):
    n, m = position
    if k not in _searches:
        _searches[k] = _search(k)
    one = _searches[k](m)
    return (one if n % 2 else 0) != 0
