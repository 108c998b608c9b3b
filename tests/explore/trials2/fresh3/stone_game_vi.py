# Stone Game VI (LeetCode 1686): stones, each valued a_i by Alice and b_i by Bob. In turn, Alice
# first, a player takes any one stone left and scores its value for that player. The position
# lists the stones' values one after another: a_1, b_1, a_2, b_2, ...
# The value: Alice's total minus Bob's, each playing for the larger difference (its sign is the
# problem's answer: 1 Alice wins, -1 Bob wins, 0 a draw).
positions = sequence(values=range(1, 5), length=range(2, 7, 2))
result = "score"


def start(values):
    stones = tuple(sorted(zip(values[0::2], values[1::2])))
    return (stones, True)             # the stones left, Alice to move


def moves(state):
    stones, alice = state
    for i, (a, b) in enumerate(stones):
        if i > 0 and stones[i - 1] == (a, b):
            continue
        yield ((stones[:i] + stones[i + 1:], not alice), a if alice else b)


def canonical(state):
    return state
