# Subset Sum Game (AtCoder AGC 056 D): N integers on a blackboard, N even, and integers L <= R.
# In turn, Alice first, a player chooses one integer on the board and erases it, until the board
# is empty (N turns). With s the sum of the integers Alice erased, Alice wins if L <= s <= R, and
# Bob wins otherwise. (The statement asks for 1 <= A_i and 0 <= L <= R <= the sum of the A_i; here
# any L <= R is allowed.) The input's L and R are the parameters l and r. A position: the N
# integers (order does not matter). A state: (the integers left, sorted; Alice's sum so far).
# Alice is to move when an even number of integers is left. The result: whether Alice, the first
# player, wins.
l = param("l", 5)
r = param("r", 6)
assert l <= r, "the rules ask for L <= R"
positions = multiset(piles=range(1, 7), size=range(2, 7, 2))
result = "win"


def start(numbers):
    return (tuple(sorted(numbers)), 0)


def moves(state):
    left, s = state
    alice = len(left) % 2 == 0
    for i, v in enumerate(left):
        if i > 0 and left[i - 1] == v:
            continue
        yield (left[:i] + left[i + 1:], s + v if alice else s)


def winner(state):
    left, s = state                   # the board is empty and Alice is the player to move
    return "mover" if l <= s <= r else "last"


def canonical(state):
    return state
