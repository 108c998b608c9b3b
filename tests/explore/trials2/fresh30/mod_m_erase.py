# mod M Game (AtCoder ARC 148 D): 2N integers A_1 .. A_2N on a blackboard and an integer M >= 2.
# In turn, Alice first, a player picks one integer on the board and erases it, until the board is
# empty (2N turns). Then, with X the sum of the integers Alice erased and Y the sum of Bob's, Bob
# wins if X and Y are equal mod M, and Alice wins otherwise. (The statement's integers lie in
# 0 .. M - 1; here any integer >= 0 is allowed, only the sums mod M deciding.) A position: the
# 2N integers (order does not matter). A state: (the integers left, sorted; (X - Y) mod M so
# far). Alice is to move when an even number of integers is left. The result: whether Alice, the
# first player, wins. The input's M is the parameter m.
m = param("m", 3)
assert m >= 2, "the rules ask for M >= 2"
positions = multiset(piles=range(0, 6), size=range(2, 7, 2))
result = "win"


def start(numbers):
    return (tuple(sorted(numbers)), 0)


def moves(state):
    left, d = state
    alice = len(left) % 2 == 0
    for i, v in enumerate(left):
        if i > 0 and left[i - 1] == v:
            continue
        rest = left[:i] + left[i + 1:]
        yield (rest, (d + v) % m if alice else (d - v) % m)


def winner(state):
    left, d = state                   # the board is empty and Alice is the player to move
    return "mover" if d != 0 else "last"


def canonical(state):
    return state
