# Truth for AtCoder ABC 027 C (Doubling Game): for the given N, every value x in 1..N is solved
# from N down to 1 (a plain table of the game graph): the player to move at x wins iff 2x or
# 2x + 1 is at most N and lost for the next player; a player whose every move exceeds N loses.
# True when Takahashi, who moves first at x = 1, wins.
_cache = {}


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    if n not in _cache:
        wins = [False] * (n + 2)
        for x in range(n, 0, -1):
            wins[x] = any(y <= n and not wins[y] for y in (2 * x, 2 * x + 1))
        _cache[n] = wins[1]
    return _cache[n]
