# Truth for HackerRank Kitty and Katty: the labels of the blocks left, each kept mod 3 (the end is
# judged mod 3, and A - B mod 3 follows from A and B mod 3), as a sorted tuple, and whose turn it
# is; a move replaces two blocks A, B (either order) by A - B. At the end +1 / -1 for the player to
# move as the last label makes them the winner (1: Kitty, 2: Katty, 0: the player who moved last).
from oracle import score_search


def _moves(state):
    blocks, kitty = state
    if len(blocks) <= 1:
        return []
    out = set()
    for a in set(blocks):
        for b in set(blocks):
            rest = list(blocks)
            rest.remove(a)
            if b not in rest:
                continue
            rest.remove(b)
            rest.append((a - b) % 3)
            out.add((tuple(sorted(rest)), not kitty))
    return [(s, 0) for s in out]


def _final(state):
    (x,), kitty = state
    if x == 0:
        return -1                     # the player who moved last has won
    return 1 if (x == 1) == kitty else -1


_best = score_search(_moves, _final)


def valid(position):
    return position[0] >= 1


def truth(position):
    n = position[0]
    return _best((tuple(sorted(v % 3 for v in range(1, n + 1))), True)) > 0
