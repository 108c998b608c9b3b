# Jellyfish and Game (Codeforces 1874A), with as many apples on each side: Jellyfish holds apples
# a_1 .. a_n, Gellyfish apples b_1 .. b_n (the problem lets n and m differ; here n = m). The game
# has k rounds, Jellyfish first: in her round (1, 3, 5, ...) she may swap one of her apples with
# one of his, or do nothing; in his rounds (2, 4, ...) he may do the same. Each plays to maximise
# the total value of the apples they hold after round k. A position: (a_1, ..., a_n, b_1, ...,
# b_n). A state: (the mover's apples, the other's apples, rounds left). The value: Jellyfish's
# total after the k rounds, both playing best.
k = param("k", 1)
assert k >= 1, "the rules ask for k >= 1"
positions = sequence(values=range(1, 6), length=range(2, 7, 2))
result = "score"
score = "own"


def start(apples):
    half = len(apples) // 2
    return (tuple(sorted(apples[:half])), tuple(sorted(apples[half:])), k)


def _swap(mine, theirs, x, y):
    mine, theirs = list(mine), list(theirs)
    mine.remove(x)
    theirs.remove(y)
    return tuple(sorted(mine + [y])), tuple(sorted(theirs + [x]))


def moves(state):
    mine, theirs, left = state
    if left == 0:
        return
    yield ((theirs, mine, left - 1), 0)                  # do nothing
    for x in sorted(set(mine)):
        for y in sorted(set(theirs)):
            new_mine, new_theirs = _swap(mine, theirs, x, y)
            yield ((new_theirs, new_mine, left - 1), 0)


def final(state):
    mine, theirs, left = state
    return (sum(mine), sum(theirs))                      # the mover's total, the other's


def canonical(state):
    return state
