# I Love this Game! (POJ 1678): a collection of integers and two numbers a <= b. In turn, the
# first player first, a player picks one of the integers left and adds it to their own score.
# The first pick x must satisfy a <= x <= b; after that, a pick x must satisfy
# a <= x - y <= b, where y is the integer the opponent picked just before. A player who cannot
# pick ends the game. Each wants the most for themselves; the value: the first player's score
# minus the second's. (Here the integers are positive; a and b are parameters.)
a = param("a", 1)
b = param("b", 2)
assert 1 <= a <= b, "the rules ask for 0 < a <= b"
positions = multiset(piles=range(1, 8), size=range(0, 6))
result = "score"


def start(numbers):
    return (numbers, 0)            # the integers left, the opponent's last pick (0 before any)


def moves(state):
    numbers, last = state
    for i, x in enumerate(numbers):
        if i > 0 and numbers[i - 1] == x:
            continue
        if a <= x - last <= b:
            yield ((numbers[:i] + numbers[i + 1:], x), x)


def canonical(state):
    return state
