# Turtle and Piggy Are Playing a Game 2 (Codeforces 2003B): a sequence a_1..a_m. While m > 1,
# the player to move picks i < m, sets a_i to max(a_i, a_(i+1)) (Turtle) or min(a_i, a_(i+1))
# (Piggy) and removes a_(i+1). Turtle moves first and wants the final a_1 as large as possible,
# Piggy as small as possible. The value: the final a_1.
positions = sequence(values=range(1, 5), length=range(1, 6))
result = "score"


def start(a):
    return (a, True)                  # Turtle to move


def moves(state):
    a, turtle = state
    for i in range(len(a) - 1):
        v = max(a[i], a[i + 1]) if turtle else min(a[i], a[i + 1])
        yield ((a[:i] + (v,) + a[i + 2:], not turtle), 0)


def final(state):
    a, turtle = state
    return a[0] if turtle else -a[0]  # Turtle's gain is a_1, Piggy's is -a_1


def canonical(state):
    return state
