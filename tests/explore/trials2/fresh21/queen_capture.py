# Vasya and Chess (Codeforces 493D): an n x n board (n >= 2); a white queen on (1, 1), a black
# queen on (1, n), a green pawn on every other cell. In turn, White first, a player must capture
# with his queen a piece (a green pawn or the enemy queen) it attacks: the nearest piece along one
# of the eight queen lines. A player who cannot capture, or whose queen has been captured, loses.
# (The problem also asks for White's first move; here only who wins.) A position: n. A state: the
# cells of the pawns left (a bit mask), the cell of the queen to move and that of the other queen.
# The result: whether White, the first player, wins.
positions = numbers(n=range(2, 5))
result = "win"
_DIRS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def start(position):
    (n,) = position
    pawns = ((1 << (n * n)) - 1) & ~1 & ~(1 << (n - 1))
    return (n, pawns, 0, n - 1)


def moves(state):
    n, pawns, me, other = state
    if me < 0:                        # the mover's queen was captured: he has lost
        return
    r, c = divmod(me, n)
    for dr, dc in _DIRS:
        rr, cc = r + dr, c + dc
        while 0 <= rr < n and 0 <= cc < n:
            cell = rr * n + cc
            if cell == other:
                yield (n, pawns, -1, cell)     # the enemy queen is taken: its owner cannot move
                break
            if pawns >> cell & 1:
                yield (n, pawns & ~(1 << cell), other, cell)
                break
            rr, cc = rr + dr, cc + dc
