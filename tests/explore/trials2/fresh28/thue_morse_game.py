# ThueMorseGame (Topcoder, problem 14429): a pile of n stones, n with an even number of ones in
# binary. In turn, Alice first, a player removes X stones, 1 <= X <= m and X at most the pile. If
# the pile is then empty, the player who moved wins; otherwise, if the count left has an odd
# number of ones in binary, the player who moved loses at once. (Such a move is never better than
# having no move: here only the moves to an empty pile or to an even number of ones are listed,
# and a player with none loses.) A position: n. The result: whether Alice, the first player,
# wins. The input's m is the parameter m.
m = param("m", 3)
assert m >= 1, "the rules ask for m >= 1"


def _even_ones(v):
    return bin(v).count("1") % 2 == 0


positions = numbers(n=range(1, 400)).where(lambda p: _even_ones(p[0]))
result = "win"


def moves(position):
    (n,) = position
    for x in range(1, min(m, n) + 1):
        if _even_ones(n - x):
            yield (n - x,)
