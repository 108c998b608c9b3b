# Palindrome Game (USACO 2024 February Bronze, problem 1): a pile of S stones. In turn, Bessie
# first, a cow removes x stones from the pile, x any positive palindrome (written in decimal
# without leading zeros, it reads the same backwards) with x at most the pile. A cow whose turn
# starts on an empty pile loses. A position: S. The result: whether Bessie, the first player,
# wins.
positions = numbers(s=range(1, 200))
result = "win"


def moves(position):
    (s,) = position
    for x in range(1, s + 1):
        if str(x) == str(x)[::-1]:
            yield (s - x,)
