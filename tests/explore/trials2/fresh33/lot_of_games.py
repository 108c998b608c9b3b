# A Lot of Games (Codeforces 455B): a group of n non-empty words. Two players build a word
# together, starting from the empty word: in turn a player adds one letter at its end, and the
# word must stay a prefix of at least one of the group's words; the player who cannot add a letter
# loses that game. They play k games in a row; the loser of a game moves first in the next one,
# and the winner of the last game wins them all. Andrew moves first in the first game. (The input
# gives the words; the game only walks their prefix tree, the trie, and which letters label its
# edges does not matter. Every rooted tree of at least two vertices is the trie of some words: a
# word for each leaf, the path to it spelled with distinct letters among a node's children.) The
# input's k is the parameter k. A position: the trie as a rooted tree, the root the empty word. A
# state: (the trie, the node the word has reached in the current game, the games left after the
# current one), each node the sorted tuple of its children. A move to a leaf ends the game (the
# other player cannot move and loses it); when games are left, the loser moves first in the next,
# so that move leads at once to the root with one game fewer, the other player to move. The
# result: whether Andrew, the first player, wins the last game.
k = param("k", 1)
assert k >= 1, "the rules ask for k >= 1 games"
positions = trees(n=range(2, 9), rooted=True)
result = "win"


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)

    def hang(v, parent):
        return tuple(sorted(hang(w, v) for w in adjacent[v] if w != parent))
    root = hang(tree.root, -1)
    return (root, root, k - 1)


def moves(state):
    root, node, left = state
    for i, child in enumerate(node):
        if i > 0 and node[i - 1] == child:
            continue
        if child == () and left > 0:      # the other player loses this game and starts the next
            yield (root, root, left - 1)
        else:
            yield (root, child, left)


def canonical(state):
    return state
