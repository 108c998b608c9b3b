# Tokaido (AtCoder CODE FESTIVAL 2016 Final H): N squares in a row, numbered 1..N from the left,
# square i holding the number A_i (A_i >= 0). Snuke's piece starts on square 1, Rng's on
# square 2. The player whose piece stands to the left of the other's moves it, to any square to
# its right other than the one the other piece stands on (so the same player may move several
# times in a row, until his piece passes the other one). When neither piece can move (the left
# one on square N - 1, the other on N) the game ends. A player's score is the sum of the numbers
# on every square his piece has stood on, the starting square included. Each player plays to
# make his score minus the other's as large as possible. The problem fixes A_1 .. A_{N-1} and
# asks the value for each of M numbers written on square N; here the whole row is the position
# (one question) and the value is Snuke's score minus Rng's. A position: A_1 .. A_N, values
# 0..3 and N = 3..7 declared here (the statement allows N <= 2*10^5, A_i <= 10^6 with their sum
# at most 10^6, and the number on square N up to 10^9). Since the player to move can move again
# while his piece stays to the left, a turn here is his whole run of moves: a rising list of
# squares, each left of the other piece but the last, which passes it (or ends the game on
# square N - 1 when the other piece is on N); it scores the numbers of the squares it visits
# for him, and Snuke's first turn also carries the start, A_1 - A_2. A state: (the numbers, the
# square of the piece to move, the square of the other piece, whether it is the first turn),
# squares numbered from 0.
positions = sequence(values=range(0, 4), length=range(3, 8))
result = "score"


def start(row):
    return (tuple(row), 0, 1, True)


def _runs(row, here, other):
    """Every run of moves of the piece on `here` (left of `other`): (the squares visited, where
    the piece stops)."""
    n = len(row)
    out = []
    for step in range(here + 1, n):
        if step == other:
            continue
        if step > other:
            out.append(((step,), step))
        elif step == n - 2 and other == n - 1:
            out.append(((step,), step))          # no move is left for either piece
        else:
            for visited, stop in _runs(row, step, other):
                out.append(((step,) + visited, stop))
    return out


def moves(state):
    row, here, other, first = state
    opening = row[0] - row[1] if first else 0
    out = []
    for visited, stop in _runs(row, here, other):
        points = opening + sum(row[i] for i in visited)
        if stop > other:
            out.append(((row, other, stop, False), points))
        else:
            out.append(((row, stop, other, False), points))   # the game is over there
    return out


def canonical(state):
    return state
