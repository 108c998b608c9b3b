# Truth for Codeforces 455B (A Lot of Games): a plain memoised search over (the trie node the word
# has reached, the games left after the current one), on the tree as given, rooted at its root:
# a move goes to a child; a move to a leaf ends the game, and when games are left the player who
# cannot move there starts the next game at the root, so the move leads to (the root, one game
# fewer) with the other player to move; with none left, the player to move at a leaf has lost the
# last game. True when Andrew, the first player, wins the last game.
import sys

sys.setrecursionlimit(100000)


def valid(tree):
    return tree.n >= 2 and len(tree.edges) == tree.n - 1


def truth(tree, k=1):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    children = [[] for _ in range(tree.n)]
    order, seen = [tree.root], {tree.root}
    for v in order:
        for w in adjacent[v]:
            if w not in seen:
                seen.add(w)
                children[v].append(w)
                order.append(w)
    memo = {}

    def wins(v, left):
        if (v, left) not in memo:
            won = False
            for c in children[v]:
                if not children[c] and left > 0:
                    nxt = (tree.root, left - 1)
                else:
                    nxt = (c, left)
                if not wins(*nxt):
                    won = True
                    break
            memo[(v, left)] = won
        return memo[(v, left)]
    for left in range(k):               # the earlier games first (shallow recursion)
        wins(tree.root, left)
    return wins(tree.root, k - 1)
