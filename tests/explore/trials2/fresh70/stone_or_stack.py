# Game of Stones (HackerEarth, problem "rohits-game", by Rohit Agarwal): N stacks of stones, the
# i-th with A_i stones. A and B move in turn, A first. In a turn the player picks up either one
# stone (from any stack) or one full stack; what is picked up leaves the game. The player who
# picks up the last stone loses. The result: whether A, the first player, wins (the answer "A").
# A position: the stack sizes, 1..6 stacks of 1..7 stones declared here (the statement allows
# N <= 10^4 and A_i <= 10^22). A state: the sizes of the stacks left, sorted (an emptied stack
# is gone); the player who faces no stone has won (the other picked up the last one): misere.
positions = multiset(piles=range(1, 8), size=range(1, 7))
result = "misere"


def moves(stacks):
    options = set()
    for i, a in enumerate(stacks):
        rest = stacks[:i] + stacks[i + 1:]
        options.add(rest)                                  # the full stack
        if a > 1:
            options.add(tuple(sorted(rest + (a - 1,))))    # one stone of it
    return sorted(options)
