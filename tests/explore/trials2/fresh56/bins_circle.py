# Bins in a Circle (CodeChef CIRCBIN, SnackDown 2019 final): N bins in a circle, labelled 1..N
# clockwise, and a ball in bin 1. Fixed parameters K and R (R odd). One bin is designated as the
# special bin; then Alice and Bob alternate turns, Alice first, the turns numbered from 1. In a
# turn the player must choose s in 1..K and move the ball s steps clockwise (each step to the next
# bin clockwise that has not been removed); then, if the number of the turn is divisible by R,
# the player must remove the bin b holding the ball: if b is the special bin the player wins,
# otherwise the ball is placed in the next bin clockwise from b that has not been removed. (The
# statement: the game is finite and always has a winner.) The problem prints, for each choice of
# the special bin, who wins; here one special bin. A position: (N, the special bin), N = 1..10
# declared here, kept by a filter to the statement's K <= N (it allows N <= 10,000 and R up to
# 10^9 - 1). K and R are parameters (`k`, `r`; R odd). A state: (the bins left, sorted; the bin
# holding the ball; the special bin; the number of turns made, mod R). A state whose special bin
# has been removed has no move: the player to move there has lost (the other removed it). The
# result: whether Alice, the first player, wins.
k = param("k", 2)
r = param("r", 1)
assert k >= 1 and r >= 1 and r % 2 == 1, "the rules ask for K >= 1 and an odd R >= 1"
positions = numbers(n=range(1, 11), special=range(1, 11)).where(
    lambda p: p[1] <= p[0] and k <= p[0])
result = "win"


def start(position):
    n, special = position
    return (tuple(range(1, n + 1)), 1, special, 0)


def moves(state):
    bins, ball, special, made = state
    if special not in bins:
        return []                                  # the special bin is gone: the game is over
    options = set()
    at = bins.index(ball)
    turn = made + 1                                # the number of this turn (mod R)
    for s in range(1, k + 1):
        b = bins[(at + s) % len(bins)]             # s steps clockwise over the bins left
        if turn % r != 0:
            options.add((bins, b, special, turn % r))
            continue
        left = tuple(x for x in bins if x != b)    # remove bin b
        if b == special:
            options.add((left, 0, special, 0))     # the player removed the special bin: won
            continue
        nxt = bins[(bins.index(b) + 1) % len(bins)]  # the next bin clockwise left
        options.add((left, nxt, special, turn % r))
    return sorted(options)


def canonical(state):
    return state
