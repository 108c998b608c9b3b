# Game (Codeforces 984A): n integers on a board. In turn, the first player first, a player erases
# one number, until one number is left (n - 1 turns). The first player wants the last number as
# small as possible, the second as large as possible. A position: the numbers, sorted (any of
# them may be erased). A state: (the numbers left, whether the first player moves). The value:
# minus the number left (the first player's gain; the second's is the number itself).
positions = multiset(piles=range(1, 7), size=range(1, 7))
result = "score"


def start(numbers):
    return (numbers, True)


def moves(state):
    numbers, first = state
    if len(numbers) > 1:
        for i, a in enumerate(numbers):
            if i > 0 and numbers[i - 1] == a:
                continue
            yield ((numbers[:i] + numbers[i + 1:], not first), 0)


def final(state):
    numbers, first = state
    return -numbers[0] if first else numbers[0]


def canonical(state):
    return state
