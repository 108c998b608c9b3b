# Removing Coins (AtCoder AGC 033 C): a tree with a coin on every vertex. On a turn the player
# picks a vertex v holding coins and removes all coins on v; then every other coin moves one
# edge towards v (coins may gather on one vertex). The player who cannot move (no coin left)
# loses.
positions = trees(n=range(1, 9))


def start(tree):
    n = tree.n
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    step = [[u] * n for u in range(n)]      # step[u][v]: u's neighbour on the way to v
    for v in range(n):
        seen, queue = {v}, [v]
        for w in queue:
            for x in adjacent[w]:
                if x not in seen:
                    seen.add(x)
                    step[x][v] = w
                    queue.append(x)
    return (tuple(tuple(row) for row in step), frozenset(range(n)))


def moves(state):
    step, coins = state
    for v in coins:
        yield (step, frozenset(step[u][v] for u in coins if u != v))


def canonical(state):
    return state
