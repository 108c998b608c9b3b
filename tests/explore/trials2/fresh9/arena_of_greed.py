# Arena of Greed (Codeforces 1425A): a chest holds N gold coins. In turn, Mr. Chanek first, a
# player takes one coin from the chest, or, when the number of coins in the chest is even, takes
# half of them. The game ends when the chest is empty. Each player maximises the number of coins
# they get. The value: the number of coins Mr. Chanek (the first player) gets.
positions = numbers(n=range(1, 201))
result = "score"
score = "own"


def start(position):
    (n,) = position
    return n                          # the coins in the chest


def moves(n):
    if n >= 1:
        yield (n - 1, 1)
    if n >= 2 and n % 2 == 0:
        yield (n // 2, n // 2)


def canonical(state):
    return state
