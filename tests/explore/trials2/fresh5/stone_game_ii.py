# Stone Game II (LeetCode 1140): a row of piles of stones, and a number M, 1 at the start. In
# turn, Alice first, a player takes all the stones of the first X piles left, 1 <= X <= 2M, then
# M becomes max(M, X). The game ends when no pile is left; each player maximises their own
# stones. The value: the stones Alice gets.
positions = sequence(values=range(1, 5), length=range(1, 7))
result = "score"
score = "own"


def start(piles):
    return (piles, 1)


def moves(state):
    piles, m = state
    for x in range(1, min(2 * m, len(piles)) + 1):
        yield ((piles[x:], max(m, x)), sum(piles[:x]))


def canonical(state):
    return state
