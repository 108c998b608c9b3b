# Nukit (Baekjoon 6829): particles of four types A, B, C and D are put in a reactor. Patrick and
# Roland move in turn, Patrick first. A move chooses one of the five reactions and destroys its
# particles, which must all be there: AABDD (two A, one B, two D), ABCD, CCD, BBB, AD. The first
# player unable to form a reaction on his turn loses. The result: whether Patrick, the first
# player, has a winning strategy (the answer "Patrick"). A position: the numbers of A, B, C and D
# particles, 0..7 each declared here (the statement allows 0..8 each).
positions = numbers(a=range(0, 8), b=range(0, 8), c=range(0, 8), d=range(0, 8))
result = "win"

_REACTIONS = ((2, 1, 0, 2), (1, 1, 1, 1), (0, 0, 2, 1), (0, 3, 0, 0), (1, 0, 0, 1))


def moves(position):
    options = []
    for reaction in _REACTIONS:
        if all(have >= need for have, need in zip(position, reaction)):
            options.append(tuple(have - need for have, need in zip(position, reaction)))
    return options
