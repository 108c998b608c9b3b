# Removals Game (Codeforces 2002B): Alice holds a permutation a_1 .. a_n of 1..n and Bob another
# one, b_1 .. b_n. In each of n - 1 turns Alice removes the first or the last element of her
# array, then Bob removes the first or the last element of his. When one element is left in
# each array, x in Alice's and y in Bob's, Bob wins if x = y and Alice wins otherwise. A
# position: a_1 .. a_n then b_1 .. b_n, one sequence of length 2n (the input's two lines). A
# state: (Alice's array left, Bob's array left, whether Alice is to move). The result: whether
# Alice, who moves first, wins.


def _permutations(p):
    n = len(p) // 2
    return sorted(p[:n]) == list(range(1, n + 1)) and sorted(p[n:]) == list(range(1, n + 1))


positions = sequence(values=range(1, 4), length=range(2, 7, 2)).where(_permutations)
result = "win"


def start(position):
    n = len(position) // 2
    return (tuple(position[:n]), tuple(position[n:]), True)


def moves(state):
    a, b, alice = state
    if alice and len(a) > 1:
        yield (a[1:], b, False)
        yield (a[:-1], b, False)
    elif not alice:
        yield (a, b[1:], True)
        yield (a, b[:-1], True)


def winner(state):
    a, b, alice = state                       # one element each, Alice to move: the end
    return "mover" if a[0] != b[0] else "last"


def canonical(state):
    return state
