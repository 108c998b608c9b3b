# Two stacks of nuts (CodeChef PUPPYGM, LunchTime 26): two stacks of A and B nuts. In turn, the first
# player first, a player eats one stack whole and then splits the other stack into two non-empty
# stacks (so a stack of 1 cannot be the one kept). The player who cannot move loses. A position:
# (A, B). A state: the two stacks, sorted. The result: whether the first player wins.
positions = numbers(a=range(1, 16), b=range(1, 16))
result = "win"


def start(position):
    return tuple(sorted(position))


def moves(stacks):
    seen = set()
    for keep in set(stacks):
        for part in range(1, keep // 2 + 1):
            nxt = (part, keep - part)
            if nxt not in seen:
                seen.add(nxt)
                yield nxt


def canonical(state):
    return state
