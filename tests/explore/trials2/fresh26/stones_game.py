# StonesGame (Topcoder SRM 493): n stones in a row at places 1..n, all black but the one at place
# m, which is white. In turn, Romeo first, a player picks exactly k consecutive stones, the white
# one among them, and reverses their order. The first player to bring the white stone to place l
# wins; when neither can force that, the game is a draw (play may go on for ever). A position:
# (n, m, k, l) with 1 <= m, k, l <= n and m != l. A state: the same four numbers, m the white
# stone's place now. The result: W (Romeo wins), L (Strangelet wins) or D (a draw).
positions = numbers(n=range(2, 9), m=range(1, 9), k=range(1, 9), l=range(1, 9)).where(
    lambda p: p[1] <= p[0] and p[2] <= p[0] and p[3] <= p[0] and p[1] != p[3])
result = "outcome"


def moves(state):
    n, m, k, l = state
    if m == l:
        return                        # the player who just moved put the stone on l and won
    for a in range(max(1, m - k + 1), min(m, n - k + 1) + 1):   # the block a .. a + k - 1
        yield (n, a + (a + k - 1) - m, k, l)
