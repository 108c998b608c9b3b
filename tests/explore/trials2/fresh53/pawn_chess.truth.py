# Truth for CodeChef PWNCHESS (Pawn Chess): a plain memoised search over (the cells of the white
# pawns, the cells of the black pawns, whether White moves). White steps a pawn from cell i to
# i + 1 (inside the row, not onto a white pawn; a black pawn there is captured), Black a pawn
# from i to i - 1 likewise; a player with no pawn left has lost. True when White, moving first,
# wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    s = position
    return (set(s) <= set(".WB") and "W" in s and "B" in s and s.rfind("W") < s.find("B"))


def truth(position):
    n = len(position)

    @lru_cache(maxsize=None)
    def wins(white, black, white_moves):
        mine, theirs = (white, black) if white_moves else (black, white)
        if not mine:
            return False
        step = 1 if white_moves else -1
        for p in mine:
            q = p + step
            if 0 <= q < n and q not in mine:
                moved = (mine - {p}) | {q}
                left = theirs - {q}
                nxt = (moved, left) if white_moves else (left, moved)
                if not wins(nxt[0], nxt[1], not white_moves):
                    return True
        return False

    white = frozenset(i for i, c in enumerate(position) if c == "W")
    black = frozenset(i for i, c in enumerate(position) if c == "B")
    return wins(white, black, True)
