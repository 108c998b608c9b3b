# Game (AtCoder Typical DP Contest B): two piles of items, the left of A items worth a_1 .. a_A
# from the top, the right of B items worth b_1 .. b_B from the top. In turn, Sunuke first, a
# player takes the top item of either pile (one that is not empty). When both piles are empty the
# game ends; each player plays to maximise the total value of the items he took. A position: the
# items of the left pile then those of the right pile, the left pile holding the first half
# (floor(n / 2) items). A state: (the left pile, the right pile). The value: Sunuke's total.
positions = sequence(values=range(1, 4), length=range(1, 8))
result = "score"
score = "own"


def start(items):
    half = len(items) // 2
    return (items[:half], items[half:])


def moves(state):
    left, right = state
    if left:
        yield ((left[1:], right), left[0])
    if right:
        yield ((left, right[1:]), right[0])


def canonical(state):
    return state
