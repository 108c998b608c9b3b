# Truth for AtCoder AGC 014 D: colour the vertices in every order; at the end +1 for the
# player to move if that player wins, -1 if not; Takahashi is the player to move at the start.
from oracle import score_search


def _moves(state):
    adjacent, colours = state
    painted = sum(c != "." for c in colours)
    mine = "W" if painted % 2 == 0 else "B"
    return [((adjacent, colours[:v] + mine + colours[v + 1:]), 0)
            for v, c in enumerate(colours) if c == "."]


def _final(state):
    adjacent, colours = state
    white_left = any(c == "W" and all(colours[u] != "B" for u in adjacent[v])
                     for v, c in enumerate(colours))
    takahashi_to_move = len(colours) % 2 == 0
    return 1 if white_left == takahashi_to_move else -1


_best = score_search(_moves, _final)


def truth(tree):
    adjacent = [set() for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].add(v)
        adjacent[v].add(u)
    return _best((tuple(frozenset(x) for x in adjacent), "." * tree.n)) > 0
