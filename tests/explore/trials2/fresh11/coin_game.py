# Find the Winning Player in Coin Game (LeetCode 3222): x coins of value 75 and y coins of value
# 10. In turn, Alice first, a player must pick up coins whose values total exactly 115; a player
# who cannot loses. The result: whether Alice, the first player, wins.
positions = numbers(x=range(1, 31), y=range(1, 61))


def moves(coins):
    x, y = coins
    for a in range(0, x + 1):          # a coins of 75 and b coins of 10 with 75a + 10b = 115
        rest = 115 - 75 * a
        if rest >= 0 and rest % 10 == 0 and rest // 10 <= y:
            yield (x - a, y - rest // 10)
