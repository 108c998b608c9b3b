# Truth for CodeChef TRGAME: every removal of a leaf in turn, over the set of vertices left; the
# game ends when x is gone or alone; +1 / -1 for the player to move as that player won or lost.
from oracle import score_search


def truth(tree):
    n, x = tree.n, tree.marked
    adjacent = [0] * n
    for u, v in tree.edges:
        adjacent[u] |= 1 << v
        adjacent[v] |= 1 << u

    def over(left):
        return not left >> x & 1 or left == 1 << x

    def moves(state):
        left, alice = state
        if over(left):
            return []
        return [((left & ~(1 << v), not alice), 0) for v in range(n)
                if left >> v & 1 and bin(adjacent[v] & left).count("1") == 1]

    def final(state):
        left, alice = state
        alice_wins = left == 1 << x
        return 1 if alice_wins == alice else -1
    return score_search(moves, final)(((1 << n) - 1, True)) > 0


def valid(tree):
    return tree.n >= 2
