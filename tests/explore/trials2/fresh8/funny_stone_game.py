# A Funny Stone Game (ICPC 2006 Asia Regional Beijing; LA 3668 / UVa 1378): piles 0, 1, ..., n-1
# of stones. In turn, David first, a player chooses three piles i < j <= k with a stone on pile
# i, takes one stone from pile i and puts one stone on pile j and one on pile k (two on pile j
# when j = k). The player who cannot move loses. (The problem also asks for David's first winning
# move; here only whether he wins.) A position: the pile sizes in order.
positions = sequence(values=range(0, 3), length=range(1, 5))


def moves(piles):
    n = len(piles)
    for i in range(n):
        if piles[i] == 0:
            continue
        for j in range(i + 1, n):
            for k in range(j, n):
                nxt = list(piles)
                nxt[i] -= 1
                nxt[j] += 1
                nxt[k] += 1
                yield tuple(nxt)
