# Shuriken Game (Baekjoon 5441): one stack of S shurikens. In turn, each player takes at least one
# and at most N shurikens from the stack, but never as many as the opponent took on the move just
# before. The player who takes the last shuriken(s) wins; a player with no legal move loses (a
# stack of one shuriken after the opponent took one). The game is given in the middle: S, N and
# P, the opponent's last take (1 <= P <= N). The statement asks for the smallest winning take, 0
# when there is none; the result here: whether the player to move wins (the answer is not 0). A
# position: (S, N, P), S 1..40, N 2..8, P 1..N declared here (the statement allows S <= 100,000,
# N <= 100). A state: (the shurikens left, N, the last take).
positions = numbers(s=range(1, 41), n=range(2, 9), p=range(1, 9)).where(lambda q: q[2] <= q[1])
result = "win"


def moves(state):
    s, n, p = state
    return [(s - k, n, k) for k in range(1, min(n, s) + 1) if k != p]
