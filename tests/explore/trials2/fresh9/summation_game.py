# Summation Game (Codeforces 1920B): an array of positive integers and two numbers k and x.
# First Alice removes at most k elements of the array (possibly none); then Bob multiplies at
# most x of the remaining elements by -1 (possibly none). Alice wants the sum of the final array
# to be as large as possible, Bob as small as possible. The value: the final sum.
k = param("k", 2)
x = param("x", 1)
assert k >= 1 and x >= 1, "the rules ask for k, x >= 1"
positions = multiset(piles=range(1, 7), size=range(1, 6))
result = "score"


def _submultisets(items, most):
    """(chosen, rest) for every sub-multiset of at most `most` elements of the sorted tuple."""
    values = sorted(set(items))
    counts = [items.count(v) for v in values]

    def go(i, left):
        if i == len(values):
            yield (), ()
            return
        for c in range(0, min(counts[i], left) + 1):
            for chosen, rest in go(i + 1, left - c):
                yield (values[i],) * c + chosen, (values[i],) * (counts[i] - c) + rest
    return go(0, most)


def start(array):
    return ("alice", array)


def moves(state):
    stage, array = state
    if stage == "alice":
        for _, rest in _submultisets(array, k):
            yield (("bob", rest), 0)
    elif stage == "bob":
        for chosen, rest in _submultisets(array, x):
            yield (("end", tuple(sorted(rest + tuple(-v for v in chosen)))), 0)


def final(state):
    stage, array = state              # the end: Alice is the player to move there
    return sum(array)


def canonical(state):
    return state
