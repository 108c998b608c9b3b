# Прыг-скок / Hop-skip (ipc.susu.ru, problems of the correspondence round of the 1999 individual
# championship, problem 1): a strip of N cells. Each player has one token: the first player's
# stands on the left end (cell 1), the second player's on the right end (cell N). The players
# move in turn, the first player first. The first player's token "hops" exactly M cells, the
# second player's "skips" exactly K cells, to the left or to the right. A token may not jump
# over the opponent's token nor land on the occupied cell, and it stays on the strip. A player
# who cannot hop (skip) with his token loses. The result: 1 if the first player wins with
# faultless play, 2 if the second does, 0 if neither player has a winning strategy (play goes on
# for ever): here W, L or D for the first player. A position: (N, M, K), N = 2..20 declared
# here with 1 <= M, K <= N/2 (the statement allows 2 <= N <= 30, 1 <= M <= N/2, 1 <= K <= N/2).
# A state: (N, M, K, the first player's cell, the second player's cell, whose turn: 0 the first
# player, 1 the second). The tokens never pass each other, so the first player's cell stays the
# smaller.
positions = numbers(n=range(2, 21), m=range(1, 11), k=range(1, 11)).where(
    lambda p: p[1] <= p[0] // 2 and p[2] <= p[0] // 2)
result = "outcome"


def start(position):
    n, m, k = position
    return (n, m, k, 1, n, 0)


def moves(state):
    n, m, k, a, b, turn = state
    if turn == 0:
        for c in (a - m, a + m):
            if 1 <= c < b:                  # on the strip, short of the second token
                yield (n, m, k, c, b, 1)
    else:
        for c in (b - k, b + k):
            if a < c <= n:                  # on the strip, short of the first token
                yield (n, m, k, a, c, 0)


def canonical(state):
    return state
