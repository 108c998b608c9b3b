# 取数游戏 II (Luogu P1288): a cycle of N nodes and N edges, a non-negative whole number on every
# edge, at least one of them 0. A coin lies on the node between the last edge and the first. In
# turn, the first player first, a player chooses the edge on the left or on the right of the coin
# whose number is not 0, lowers that number to any smaller non-negative number, and moves the
# coin to the other end of that edge. A player to move whose coin has 0 on both of its edges
# loses. The result: whether the first player, moving first, wins (the answer YES). A position:
# the numbers on the edges e_1 .. e_N in the order of the input, edge i joining node i - 1 and
# node i (mod N), the coin on node 0; N = 1..6 and numbers 0..3 declared here, at least one 0 (the
# statement allows N <= 20 and numbers <= 30). A state: (the numbers, the coin's node).
positions = sequence(values=range(0, 4), length=range(1, 7)).where(lambda e: 0 in e)
result = "win"


def start(edges):
    return (tuple(edges), 0)


def moves(state):
    edges, node = state
    n = len(edges)
    sides = {node: (node + 1) % n, (node - 1) % n: (node - 1) % n}   # edge index: the node across
    # edge i joins node i and node i + 1: from `node`, edge `node` leads to node + 1 and edge
    # node - 1 leads to node - 1 (with one node both are the one loop edge, back to node 0)
    out = []
    for edge, other in sides.items():
        for value in range(edges[edge]):
            lowered = edges[:edge] + (value,) + edges[edge + 1:]
            out.append((lowered, other))
    return out
