# Maximum Number of Moves to Kill All Pawns (LeetCode 3283): a 50 x 50 chessboard (cells (x, y),
# 0 <= x, y <= 49) with one knight at (kx, ky) and 1 to 15 pawns on other cells, all different.
# In turn, Alice first, a player picks any pawn still on the board and the knight captures it in
# the fewest possible knight moves (not necessarily the nearest pawn; the knight may pass over or
# land on cells of other pawns on the way without capturing them; only the picked pawn goes).
# Play ends when no pawn is left. Alice tries to make the total number of knight moves made by
# both players as large as possible, Bob as small as possible. A position: the sequence (kx, ky,
# x1, y1, ..., xm, ym), the knight then the m pawns, 1 to 3 pawns with every coordinate in 0..3
# declared here (the statement allows 15 pawns anywhere on the board; the board stays 50 x 50).
# A state: (the knight's cell, the pawns left sorted, whose turn: 0 Alice, 1 Bob). The value:
# the total number of moves with best play, written as a difference of scores: each capture
# gives its number of knight moves to Alice when she picks, and minus that number to Bob when he
# picks, so that Alice's points minus Bob's is the total, which Alice maximises and Bob (who
# maximises his points minus Alice's) minimises.
from functools import lru_cache

positions = sequence(values=range(0, 4), length=range(4, 9, 2)).where(
    lambda p: len(set(zip(p[0::2], p[1::2]))) == len(p) // 2)
result = "score"

SIZE = 50
JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


@lru_cache(maxsize=None)
def knight_distances(cell):
    """The fewest knight moves from cell to every cell of the 50 x 50 board (BFS)."""
    dist = {cell: 0}
    frontier = [cell]
    while frontier:
        nxt = []
        for x, y in frontier:
            for dx, dy in JUMPS:
                c = (x + dx, y + dy)
                if 0 <= c[0] < SIZE and 0 <= c[1] < SIZE and c not in dist:
                    dist[c] = dist[(x, y)] + 1
                    nxt.append(c)
        frontier = nxt
    return dist


def start(position):
    knight = (position[0], position[1])
    pawns = tuple(sorted(zip(position[2::2], position[3::2])))
    return (knight, pawns, 0)


def moves(state):
    knight, pawns, turn = state
    dist = knight_distances(knight)
    for i, pawn in enumerate(pawns):
        d = dist[pawn]
        rest = pawns[:i] + pawns[i + 1:]
        yield ((pawn, rest, 1 - turn), d if turn == 0 else -d)


def canonical(state):
    return state
