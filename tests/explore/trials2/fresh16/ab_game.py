# AB Game (AtCoder ARC 145 B): a pile of n stones and two numbers A and B. In turn, Alice first,
# Alice removes a positive multiple of A stones, Bob a positive multiple of B stones (never more
# than the pile holds). The player who cannot move loses. A position: n. A state: (stones left,
# whether Alice moves). The result: whether Alice, the first player, wins.
a = param("a", 2)
b = param("b", 3)
assert a >= 1 and b >= 1, "the rules ask for A, B >= 1"
positions = numbers(n=range(1, 61))
result = "win"


def start(position):
    (n,) = position
    return (n, True)


def moves(state):
    n, alice = state
    step = a if alice else b
    for left in range(n - step, -1, -step):
        yield (left, not alice)


def canonical(state):
    return state
