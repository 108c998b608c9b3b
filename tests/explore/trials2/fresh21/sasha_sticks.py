# Sasha and Sticks (Codeforces 832A): a row of n sticks and a number k. In turn, Sasha first, a
# player crosses out exactly k sticks from the left end or from the right end of the row (it does
# not matter which: only the count left changes). The game ends when fewer than k sticks are left.
# Sasha wins iff he made strictly more moves than Lena, i.e. iff he made the last move (nobody
# moving at all is no win for Sasha: the player to move without a move loses, normal play). A
# position: (n, k). The result: whether Sasha, the first player, wins.
positions = numbers(n=range(1, 41), k=range(1, 11))
result = "win"


def moves(state):
    n, k = state
    if n >= k:
        yield (n - k, k)
