# Truth for Baekjoon 30893 (트리 게임): a plain memoised minimax over (the token's vertex, the
# visited set as a bit mask, whether E was visited): the player to move must step to an unvisited
# neighbour; when none is left the game ends and the first player wins iff E was visited. The
# first player maximises, the second minimises. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return position.n >= 2 and position.a != position.b


def truth(position):
    n, a, b = position.n, position.a, position.b
    adj = [[] for _ in range(n)]
    for u, v in position.edges:
        adj[u].append(v)
        adj[v].append(u)

    @lru_cache(maxsize=None)
    def first_wins(at, mask, seen, first_to_move):
        options = [v for v in adj[at] if not mask >> v & 1]
        if not options:
            return seen
        results = (first_wins(v, mask | 1 << v, seen or v == b, not first_to_move) for v in options)
        return any(results) if first_to_move else all(results)

    return first_wins(a, 1 << a, False, True)
