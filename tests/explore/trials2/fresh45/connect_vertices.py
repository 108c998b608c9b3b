# 정점들을 모두 연결하면 위험한 이유는? (Why Connecting All Vertices Is Dangerous, Baekjoon
# 33475): N vertices and no edge at the start. Before the game P = 0 or P = 1 is fixed, known to
# both. In turn, Dongwoo first, a player draws an edge between two different vertices that are
# not yet directly joined. When a player's turn begins with every vertex connected (any vertex
# reachable from any other along edges), the game ends: with P = 0 that player wins, with P = 1
# that player loses. The input's P is the parameter p (0 or 1); a position: N, 1..9 here (the
# statement allows N up to 10^18). A state: the connected components, each as (its number of
# vertices, its number of edges), sorted (which vertices they are does not matter: a pair inside
# a component is free iff it has fewer than s(s-1)/2 edges, a pair across two is always free).
# A move adds an edge inside a component or joins two components. Decided at its end through
# winner(): no move is given once the graph is connected (one component), and the player to
# move there wins when p = 0, loses when p = 1. The result: whether Dongwoo, the first, wins.
p = param("p", 0)
assert p in (0, 1), "P is 0 or 1"
positions = numbers(n=range(1, 10))
result = "win"


def start(position):
    (n,) = position
    return ((1, 0),) * n


def moves(state):
    if len(state) <= 1:
        return []                             # every vertex connected: the game has ended
    options = set()
    for i, (s, e) in enumerate(state):
        rest = state[:i] + state[i + 1:]
        if e < s * (s - 1) // 2:              # an edge inside the component
            options.add(tuple(sorted(rest + ((s, e + 1),))))
        for j in range(i + 1, len(state)):    # an edge joining two components
            t, f = state[j]
            others = state[:i] + state[i + 1:j] + state[j + 1:]
            options.add(tuple(sorted(others + ((s + t, e + f + 1),))))
    return sorted(options)


def winner(state):
    return "mover" if p == 0 else "last"


def canonical(state):
    return state
