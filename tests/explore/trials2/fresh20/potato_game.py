# PotatoGame (Topcoder SRM 472): a box of n potatoes. In turn, Taro first, a player eats a number
# of potatoes that is a power of four (1, 4, 16, 64, ...), not more than are left. The player who
# cannot eat a valid number loses. A position: n. The result: whether Taro, the first player, wins.
positions = numbers(n=range(1, 121))
result = "win"


def start(position):
    (n,) = position
    return n


def moves(n):
    eat = 1
    while eat <= n:
        yield n - eat
        eat *= 4


def canonical(state):
    return state
