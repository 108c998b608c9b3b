# 分裂游戏 (HNOI 2007; BZOJ 1188, Luogu P3185, "The Splitting Game"): n bottles numbered
# 0 .. n-1 (n >= 2), bottle i holding p[i] chocolate beans. In turn, Congcong first, a player
# chooses three bottles i, j, k with i < j and j <= k (j may equal k) such that bottle i holds at
# least one bean, takes one bean out of bottle i and puts one bean into bottle j and one into
# bottle k. The player who cannot move loses. (The problem asks for the lexicographically smallest
# winning first move (i, j, k) and the number of winning first moves; here only whether
# Congcong, the first player, wins: a winning move exists.) A position: p[0] .. p[n-1], one
# sequence. A state: the same sequence. The result: whether Congcong wins.
positions = sequence(values=range(0, 3), length=range(2, 6))
result = "win"


def moves(state):
    n = len(state)
    for i in range(n):
        if state[i] == 0:
            continue
        for j in range(i + 1, n):
            for k in range(j, n):
                nxt = list(state)
                nxt[i] -= 1
                nxt[j] += 1
                nxt[k] += 1
                yield tuple(nxt)
