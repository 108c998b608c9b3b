# Box Game (CodeChef BOXGAM97, LunchTime 77): N boxes in a row, box i with the number A_i. A ball
# is played for K turns by Jafar and Almir; P says who starts (Jafar if P = 0, Almir if P = 1).
# In the first turn the starting player puts the ball in any box; afterwards the players
# alternate, each turn moving the ball one box to the left or one to the right (never off the
# row: from box 1 only right, from box N only left). The result is the number on the ball's box
# after the K turns: Jafar wants it as large as possible, Almir as small as possible. The
# input's K and P are the parameters k (>= 1) and p (0 or 1). A position: A, N = 2..5 numbers
# of 1..5 here (the statement allows N <= 100, K <= 10^9, A_i <= 10^9). A state: (A, the ball's
# box or -1 before the first turn, the turns left, whose turn: 0 Jafar, 1 Almir). A score game
# decided at its end: every move scores 0, and where the turns run out the player to move gets
# the number if he is Jafar, minus it if he is Almir (final()). The value is the first player's
# score minus the second's: the game's result when Jafar starts (p = 0), minus it when Almir
# starts (p = 1).
k = param("k", 3)
p = param("p", 0)
assert k >= 1, "K >= 1"
assert p in (0, 1), "P is 0 or 1"
positions = sequence(values=range(1, 6), length=range(2, 6))
result = "score"


def start(a):
    return (tuple(a), -1, k, p)


def moves(state):
    a, ball, left, side = state
    if left == 0:
        return
    if ball < 0:
        for box in range(len(a)):
            yield ((a, box, left - 1, 1 - side), 0)
        return
    if ball > 0:
        yield ((a, ball - 1, left - 1, 1 - side), 0)
    if ball < len(a) - 1:
        yield ((a, ball + 1, left - 1, 1 - side), 0)


def final(state):
    a, ball, left, side = state
    return a[ball] if side == 0 else -a[ball]


def canonical(state):
    return state
