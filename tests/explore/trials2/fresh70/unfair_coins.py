# Unfair Game (DMOJ, DMOPC '20 Contest 2 P6): a row of coins, each with a positive value. Player A
# moves first and may take any coin. Then player B must take a coin adjacent to the spot A just
# chose (the coin just left or just right of it, if still there), or skips his turn when there
# is none. Then A again takes any remaining coin, B a coin next to A's spot, and so on until every
# coin is taken. Both maximise the total value of the coins they end with. The problem plays q + 1
# games, a coin added at the right end before each new game, and asks for A's total in each; the
# game here is one of them, on the row given. The value: A's total minus B's total (the problem's
# answer is (sum + value) / 2). A position: the values of the row, lengths 1..6 over 1..4
# declared here (the statement's limits were not legible in the copy read). A state: (the coins
# left, None for a spot taken; whose turn: 0 for A, 1 for B; A's last spot when B is to move,
# else -1). A move gives the mover the value of the coin taken; B's skip gives 0.
positions = sequence(values=range(1, 5), length=range(1, 7))
result = "score"


def start(row):
    return (tuple(row), 0, -1)


def moves(state):
    coins, turn, spot = state
    options = []
    if turn == 0:
        for i, v in enumerate(coins):
            if v is not None:
                left = coins[:i] + (None,) + coins[i + 1:]
                options.append(((left, 1, i), v))
        return options
    if all(v is None for v in coins):
        return []
    for j in (spot - 1, spot + 1):
        if 0 <= j < len(coins) and coins[j] is not None:
            left = coins[:j] + (None,) + coins[j + 1:]
            options.append(((left, 0, -1), coins[j]))
    if not options:
        options.append(((coins, 0, -1), 0))          # no coin next to A's spot: B skips
    return options


def canonical(state):
    return state
