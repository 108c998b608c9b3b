# Interesting Game (Codeforces 87C), played on any piles: piles of stones. In turn, Serozha first,
# a player takes one pile and divides it into k >= 2 piles of a_1 > a_2 > ... > a_k > 0 stones
# with a_1 - a_2 = a_2 - a_3 = ... = a_(k-1) - a_k = 1 (consecutive sizes). The player who cannot
# move loses. (The problem starts from one pile of n and asks for Serozha's least winning k;
# here the game is played on a multiset of piles and asks who wins.) A position: the multiset
# of pile sizes. The result: whether Serozha, the first player, wins.
positions = multiset(piles=range(1, 16), size=range(1, 4))
result = "win"


def moves(piles):
    for i, x in enumerate(piles):
        if i > 0 and piles[i - 1] == x:
            continue
        rest = piles[:i] + piles[i + 1:]
        k = 2
        while k * (k + 1) // 2 <= x:
            top = x - k * (k - 1) // 2          # k * smallest + k (k - 1) / 2 = x
            if top % k == 0:
                low = top // k
                yield tuple(sorted(rest + tuple(range(low, low + k))))
            k += 1
