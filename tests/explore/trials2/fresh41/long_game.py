# Long Game (Baekjoon 18580): a permutation p_1 .. p_n of 1..n written on one strip. In turn,
# Alice first, a player chooses one of the strips of length m >= 2 and an integer k, 1 <= k < m,
# and cuts it into two strips, its first k elements and the rest, the order of the elements kept.
# A cut is allowed only if afterwards at least one strip holds an inversion (a pair i < j with
# p_i > p_j inside that strip). The player who cannot move loses. A position: the permutation, n
# = 2..6 here (the statement allows n <= 10^5). A state: the strips, each a tuple, the tuple of
# strips sorted (their order does not matter to the game). The result: whether Alice, the first
# player, wins.


def _is_permutation(p):
    return sorted(p) == list(range(1, len(p) + 1))


def _has_inversion(strip):
    return any(strip[i] > strip[j] for i in range(len(strip)) for j in range(i + 1, len(strip)))


positions = sequence(values=range(1, 7), length=range(2, 7)).where(_is_permutation)
result = "win"


def start(p):
    return (tuple(p),)


def moves(strips):
    for i, s in enumerate(strips):
        rest = strips[:i] + strips[i + 1:]
        for k in range(1, len(s)):
            after = rest + (s[:k], s[k:])
            if any(_has_inversion(x) for x in after):
                yield tuple(sorted(after))


def canonical(state):
    return state
