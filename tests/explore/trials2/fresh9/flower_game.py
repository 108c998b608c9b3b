# Alice and Bob Playing Flower Game (LeetCode 3021): Alice and Bob stand on a circular field with
# x flowers between them clockwise and y flowers anticlockwise. In turn, Alice first, a player
# picks one flower on the side of their choice (clockwise or anticlockwise). The player who picks
# the last flower of the field wins. (The problem counts the pairs 1 <= x <= n, 1 <= y <= m where
# Alice wins; the game is played on one pair.) The result: whether Alice, the first player, wins.
positions = numbers(x=range(1, 21), y=range(1, 21))


def moves(state):
    x, y = state
    if x > 0:
        yield (x - 1, y)
    if y > 0:
        yield (x, y - 1)
