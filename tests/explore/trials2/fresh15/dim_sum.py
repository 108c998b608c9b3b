# Nim Sum Dim Sum (Meta Hacker Cup 2023 Practice Round, problem B): an R x C grid and a cart at
# (1, 1), the top left cell; the customer is at (R, C). In turn, Alice first, a player pushes the
# cart: Alice between 1 and A cells down, Bob between 1 and B cells right, never off the grid. A
# player whose direction is used up (the cart on row R on Alice's turn, on column C on Bob's)
# loses that turn: the other moves again. Whoever moves the cart onto (R, C) wins. A position:
# (R, C). A state: (rows left below the cart, columns left to its right, whether Alice moves).
# The result: whether Alice, the first player, wins.
a = param("a", 1)
b = param("b", 1)
assert a >= 1 and b >= 1, "A and B are positive"
positions = numbers(r=range(2, 13), c=range(2, 13))
result = "win"


def start(position):
    r, c = position
    return (r - 1, c - 1, True)


def moves(state):
    down, right, alice = state
    if down == 0 and right == 0:
        return                        # the cart has arrived: the last push won
    if alice:
        if down == 0:
            yield (down, right, False)                 # the turn is lost
        for step in range(1, min(a, down) + 1):
            yield (down - step, right, False)
    else:
        if right == 0:
            yield (down, right, True)
        for step in range(1, min(b, right) + 1):
            yield (down, right - step, True)


def canonical(state):
    return state
