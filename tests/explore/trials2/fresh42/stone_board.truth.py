# Truth for Baekjoon 32659 (돌 게임): a retrograde analysis (../oracle.py's outcome_search) over
# (the cells of the stones with their colours, the length, the colour to move): a stone of the
# mover's colour slides left or right to any empty cell before the next stone or the board's end;
# a player without a move loses; play that never ends is a draw. 'W', 'L' or 'D' for Black, the
# first player.
from oracle import outcome_search


def _moves(state):
    n, stones, turn = state                # stones: sorted tuple of (cell, colour)
    out = []
    for k, (cell, colour) in enumerate(stones):
        if colour != turn:
            continue
        lo = stones[k - 1][0] + 1 if k > 0 else 0
        hi = stones[k + 1][0] - 1 if k + 1 < len(stones) else n - 1
        for target in range(lo, hi + 1):
            if target != cell:
                new = stones[:k] + ((target, colour),) + stones[k + 1:]
                out.append((n, new, "W" if turn == "B" else "B"))
    return out


_outcome = outcome_search(_moves)


def valid(position):
    if not isinstance(position, str) or len(position) < 2 or set(position) - set("BW."):
        return False
    stones = [c for c in position if c != "."]
    return ("B" in stones and "W" in stones
            and all(stones[i] != stones[i + 1] for i in range(len(stones) - 1)))


def truth(position):
    stones = tuple((i, c) for i, c in enumerate(position) if c != ".")
    return _outcome((len(position), stones, "B"))
