# Truth for LeetCode 1145: the second player's choice of y, then the colouring played out (a
# player with no uncoloured neighbour passes) until every node is coloured; +1 / -1 at the end
# for the player to move as that player has more / fewer nodes.
from oracle import score_search


def _moves(state):
    adjacent, red, blue, red_to_move = state
    n = len(adjacent)
    if blue is None:
        return [((adjacent, red, frozenset([y]), True), 0) for y in range(n) if y not in red]
    if len(red) + len(blue) == n:
        return []
    mine = red if red_to_move else blue
    free = {v for u in mine for v in adjacent[u]} - red - blue
    if not free:
        return [((adjacent, red, blue, not red_to_move), 0)]
    if red_to_move:
        return [((adjacent, red | {v}, blue, False), 0) for v in free]
    return [((adjacent, red, blue | {v}, True), 0) for v in free]


def _final(state):
    adjacent, red, blue, red_to_move = state
    if blue is None:
        return -1                                   # no node for y: the second player loses
    mine, theirs = (red, blue) if red_to_move else (blue, red)
    return 1 if len(mine) > len(theirs) else -1


_best = score_search(_moves, _final)


def _adjacent(tree):
    adjacent = [set() for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].add(v)
        adjacent[v].add(u)
    return adjacent


def valid(tree):
    return tree.n % 2 == 1 and all(len(a) <= 3 for a in _adjacent(tree))


def truth(tree):
    adjacent = tuple(frozenset(a) for a in _adjacent(tree))
    return _best((adjacent, frozenset([tree.marked]), None, False)) > 0
