# Stone Game V (LeetCode 1563): a row of stones, each with a value. Each round Alice splits the
# row into two non-empty rows (a left and a right part); Bob throws away the part with the larger
# sum of values and Alice scores the sum of the part that is kept; when the two sums are equal,
# Alice chooses which part is thrown away. The next round starts from the part kept; the game
# ends when one stone is left. Bob scores nothing and has no choice: his turn is one forced move.
# The value: Alice's score minus Bob's (0), that is Alice's score, both playing best.
positions = sequence(values=range(1, 4), length=range(1, 7))
result = "score"


def start(row):
    return (row, True)                 # the row, Alice to split it


def moves(state):
    row, alice = state
    if not alice:                      # Bob throws away the other part: nothing to choose
        yield ((row, True), 0)
        return
    for cut in range(1, len(row)):
        left, right = row[:cut], row[cut:]
        a, b = sum(left), sum(right)
        if a <= b:                     # the left part may be kept
            yield ((left, False), a)
        if b <= a:                     # the right part may be kept
            yield ((right, False), b)


def canonical(state):
    return state
