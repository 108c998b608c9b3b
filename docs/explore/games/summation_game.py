# Summation Game (Codeforces 1920B), written from its statement: Alice first removes at most k
# of the numbers, then Bob multiplies at most x of the remaining numbers by -1. Alice wants the
# sum of the numbers left large, Bob wants it small. The value: that sum, both playing best.
from itertools import combinations

positions = multiset(piles=range(1, 6), size=range(0, 6))   # 0..5 numbers of 1..5
result = "score"
k = param("k", 2)
x = param("x", 1)


def start(numbers):
    return (numbers, "alice")


def moves(state):
    numbers, turn = state
    n = len(numbers)
    if turn == "alice":                 # remove at most k of them
        for r in range(min(k, n) + 1):
            for gone in combinations(range(n), r):
                left = tuple(v for i, v in enumerate(numbers) if i not in gone)
                yield ((left, "bob"), 0)
    elif turn == "bob":                 # negate at most x of them
        for r in range(min(x, n) + 1):
            for flip in combinations(range(n), r):
                after = tuple(sorted(-v if i in flip else v for i, v in enumerate(numbers)))
                yield ((after, "over"), 0)


def final(state):                       # the game is over with Alice to move: her payoff
    return sum(state[0])
