# Truth for AtCoder AGC 033 B (LRUD Game): a plain memoised minimax over (the step, whose move
# within it, the piece's square). Within step i Takahashi may move the piece by S_i or not, then
# Aoki by T_i or not; a move off the board ends the game as Takahashi's win; after the N steps
# with the piece on the board Aoki has won. True when Takahashi wins (the answer NO). The
# position is H, W, s_r, s_c, S_1..S_N, T_1..T_N with 1 = L, 2 = R, 3 = U, 4 = D.
from functools import lru_cache

_STEP = {1: (0, -1), 2: (0, 1), 3: (-1, 0), 4: (1, 0)}


def valid(position):
    p = tuple(position)
    if len(p) < 6 or len(p) % 2:
        return False
    h, w, r, c = p[:4]
    return h >= 2 and w >= 2 and 1 <= r <= h and 1 <= c <= w and all(1 <= x <= 4 for x in p[4:])


def _takahashi_wins(h, w, r0, c0, s, t):
    n = len(s)

    def on_board(r, c):
        return 1 <= r <= h and 1 <= c <= w

    @lru_cache(maxsize=None)
    def aoki_to_move(i, r, c):            # Takahashi has played step i; True if he wins
        dr, dc = _STEP[t[i]]
        if not on_board(r + dr, c + dc):
            # moving off would hand Takahashi the win; staying is Aoki's other choice
            return takahashi_to_move(i + 1, r, c)
        return takahashi_to_move(i + 1, r, c) and takahashi_to_move(i + 1, r + dr, c + dc)

    @lru_cache(maxsize=None)
    def takahashi_to_move(i, r, c):
        if i == n:
            return False                  # the piece stayed on the board through all N steps
        dr, dc = _STEP[s[i]]
        if not on_board(r + dr, c + dc):
            return True                   # he pushes it off the board now
        return aoki_to_move(i, r, c) or aoki_to_move(i, r + dr, c + dc)

    return takahashi_to_move(0, r0, c0)


def truth(position):
    p = tuple(position)
    n = (len(p) - 4) // 2
    return _takahashi_wins(p[0], p[1], p[2], p[3], p[4:4 + n], p[4 + n:])
