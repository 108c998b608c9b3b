# Game of Divisors (CodeChef DIVGAME, Cook-Off 44): a positive integer N. In turn, the first player
# first, a player either decreases the number by 1, or divides it by one of its divisors d with
# 1 < d < N (the number becomes N / d). The player who faces 1 cannot move and loses. A position:
# N. The result: whether the first player wins.
positions = numbers(n=range(1, 301))
result = "win"


def start(position):
    (n,) = position
    return n


def moves(n):
    if n > 1:
        yield n - 1
    for d in range(2, n):
        if n % d == 0:
            yield n // d


def canonical(state):
    return state
