# Divide and destroy (HackerEarth, problem "divide-and-destroy-d5c82a76"): at the start there is
# one bunch of n stones. Alice and Bob move in turn, Alice first. In her turn Alice divides any
# bunch into two, the stones shared equally (when they cannot be, the one stone more goes to one
# of the two). In his turn Bob destroys any bunch (picks it up and removes it from the game). A
# player who gets a situation where every bunch holds one stone loses. Both play optimally. The
# result: whether Alice, the first player, wins. A position: n = 1..60 declared here (the
# statement allows n <= 10^18). A state: (the bunch sizes, sorted; whose turn: 0 Alice, 1 Bob).
# The player to move facing only one-stone bunches has lost: no move is listed there (a bunch of
# one stone cannot be divided, so Alice has no move there anyway; Bob could destroy one, but the
# statement says he has lost). Alice never leaves the table empty, and Bob faces at least two
# bunches, so the table is never empty.
positions = numbers(n=range(1, 61))
result = "win"


def start(position):
    (n,) = position
    return ((n,), 0)


def moves(state):
    bunches, turn = state
    if all(b == 1 for b in bunches):
        return []
    options = set()
    for i, b in enumerate(bunches):
        rest = bunches[:i] + bunches[i + 1:]
        if turn == 0:
            if b >= 2:
                options.add((tuple(sorted(rest + (b // 2, b - b // 2))), 1))
        else:
            options.add((rest, 0))
    return sorted(options)
