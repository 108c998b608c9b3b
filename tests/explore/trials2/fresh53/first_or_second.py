# Winning Strategy (CodeChef TOWIN, tagged dem2020): an array of n positive integers and two
# people, P1 and P2, both scores starting at 0. They take elements in turn, each adding the
# element's value to their score; each element is taken once. The person who plays second takes
# two elements on his first turn, and after it both take one element a turn: first, second,
# second, first, second, first, ... Each wants to maximise his own score, both playing optimally.
# The answer: "first" if P1 should play first, "second" if he should play second, "draw" if both
# get the same score whoever plays first. Read chosen here: the second player's first turn takes
# exactly two elements (the one left when only one is left), as in the statement's example
# sequence. A position: the array as a multiset (the order never matters), 1..6 numbers of 1..5
# declared here (the statement allows n <= 10^4 and a_i <= 10^9). A state: (the numbers left,
# sorted; the stage: 0 before the first player's first turn, 1 before the second player's first
# turn, 2 after it). The value, a score game: the first player's total minus the second's, both
# playing best (the scores sum to the array's total, so maximising one's own score is maximising
# this difference); the answer is "first" if it is > 0, "second" if < 0, "draw" if 0.
positions = multiset(piles=range(1, 6), size=range(1, 7))
result = "score"


def start(numbers):
    return (tuple(numbers), 0)


def moves(state):
    rest, stage = state
    options = set()
    if stage == 1 and len(rest) >= 2:
        for i in range(len(rest)):
            for j in range(i + 1, len(rest)):
                left = rest[:i] + rest[i + 1:j] + rest[j + 1:]
                options.add(((left, 2), rest[i] + rest[j]))
    else:
        for i in range(len(rest)):
            options.add(((rest[:i] + rest[i + 1:], 1 if stage == 0 else 2), rest[i]))
    return sorted(options)


def canonical(state):
    return state
