# 트리 게임 (Tree Game, Baekjoon Online Judge 30893): a tree of N vertices and one token on the
# start vertex S; a target vertex E != S. In turn, the first player first, a player must move the
# token along an edge to a neighbouring vertex the token has never visited (S counts as visited).
# The game ends when the token cannot move. The first player wins if the token visited E at any
# time during the game, and the second player wins otherwise. (The problem asks which side
# Yoona, who chooses, should take: "First" exactly when the first player wins.) A position: the
# tree with two marks, a = S and b = E. A state: (n, edges, the token's vertex, the visited
# vertices, E, whether E was visited, the number of moves made so far mod 2). The result:
# whether the first player wins.
positions = two_marks(trees(n=range(2, 8)), ordered=True)
result = "win"


def start(tree):
    return (tree.n, tuple(tree.edges), tree.a, frozenset([tree.a]), tree.b, False, 0)


def moves(state):
    n, edges, at, visited, target, seen, parity = state
    for u, v in edges:
        for x, y in ((u, v), (v, u)):
            if x == at and y not in visited:
                yield (n, edges, y, visited | {y}, target, seen or y == target, 1 - parity)


def winner(state):
    n, edges, at, visited, target, seen, parity = state     # the token cannot move: game over
    first_to_move = parity == 0
    return "mover" if seen == first_to_move else "last"


def canonical(state):
    return state
