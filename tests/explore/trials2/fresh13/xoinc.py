# A Coin Game (USACO 2009 November Silver, "Xoinc"): a stack of N coins, coin i from the top
# worth C_i. In turn, the first player first, a player takes coins from the top of the stack:
# on the first turn one or two coins; after that at least one and at most twice as many as the
# opponent took on the turn before. The game is over when the stack is empty. Each player plays
# to maximise the total value of the coins he takes. (The problem has N >= 5; the rules are the
# same for any N >= 1.) A position: C_1 .. C_N. A state: (the coins left, the opponent's last
# take; 1 at the start, so that the first take is 1 or 2). The value: the first player's total.
positions = sequence(values=range(1, 4), length=range(1, 8))
result = "score"
score = "own"


def start(coins):
    return (coins, 1)


def moves(state):
    coins, last = state
    for t in range(1, min(2 * last, len(coins)) + 1):
        yield ((coins[t:], t), sum(coins[:t]))


def canonical(state):
    return state
