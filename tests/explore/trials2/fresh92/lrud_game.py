# LRUD Game (AtCoder AGC 033 B): a board of H rows and W columns, row 1 at the top and column 1
# at the left, and one piece on the square (s_r, s_c). Takahashi holds a string S and Aoki a
# string T, both of N letters from L, R, U and D. The game has N steps; in step i Takahashi first
# either moves the piece one square in the direction S_i or leaves it where it is, then Aoki
# either moves it one square in the direction T_i or leaves it. L, R, U and D change (r, c) to
# (r, c-1), (r, c+1), (r-1, c) and (r+1, c). A move to a square off the board removes the piece
# and ends the game at once. Takahashi wants the piece removed within the N steps, Aoki wants
# it still on the board after them; both play well. The result: whether Takahashi, who moves
# first, wins (the answer NO: the piece does not remain).
# A position: the input as one sequence H, W, s_r, s_c, S_1 .. S_N, T_1 .. T_N, each letter
# written as a number: 1 = L, 2 = R, 3 = U, 4 = D. Declared here: every number 1..4 and
# N = 1..2, kept by a filter when H, W >= 2, s_r <= H and s_c <= W (the statement allows
# H, W, N <= 2*10^5 with H, W, N >= 2; N = 1 is played by the same rules). A state:
# (H, W, the piece's square, S, T, the step, whose turn: 0 Takahashi, 1 Aoki), or
# ("off", whose turn) once the piece has left the board. A state with no move is decided by
# `winner`: the piece off the board is Takahashi's win, the N steps over with the piece on the
# board (Takahashi to move, no step left) is Aoki's.

_STEP = {1: (0, -1), 2: (0, 1), 3: (-1, 0), 4: (1, 0)}


def _valid(p):
    if len(p) < 6 or len(p) % 2:
        return False
    h, w, r, c = p[:4]
    return h >= 2 and w >= 2 and 1 <= r <= h and 1 <= c <= w and all(1 <= x <= 4 for x in p[4:])


positions = sequence(values=range(1, 5), length=range(6, 9, 2)).where(_valid)
result = "win"


def start(p):
    n = (len(p) - 4) // 2
    return (p[0], p[1], p[2], p[3], tuple(p[4:4 + n]), tuple(p[4 + n:]), 0, 0)


def moves(state):
    if state[0] == "off":
        return []
    h, w, r, c, s, t, i, turn = state
    if i == len(s):
        return []
    letter = s[i] if turn == 0 else t[i]
    dr, dc = _STEP[letter]
    nr, nc = r + dr, c + dc
    following = (i, 1) if turn == 0 else (i + 1, 0)      # Aoki's move closes the step
    out = [(h, w, r, c, s, t) + following]                 # leave the piece where it is
    if 1 <= nr <= h and 1 <= nc <= w:
        out.append((h, w, nr, nc, s, t) + following)
    else:
        out.append(("off", 1 - turn))                      # the piece leaves the board
    return out


def winner(state):
    if state[0] == "off":
        return "mover" if state[1] == 0 else "last"        # Takahashi has won
    return "last"                                          # steps over, Takahashi to move: Aoki won


def canonical(state):
    return state
