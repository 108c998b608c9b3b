# PartisanGame (Topcoder, problem 14426): a pile of n stones and two sets of allowed takes, one
# for Alice and one for Bob, each made of distinct numbers between 1 and 5. In turn, Alice first,
# the player to move removes from the pile a number of stones that is one of their own allowed
# takes (never more than the pile holds). A player who cannot make a valid turn loses. The two
# sets are the parameters a and b, each written as a bit mask of 1..5 (bit t - 1 set: t may be
# taken; a = 15 is {1, 2, 3, 4}, b = 19 is {1, 2, 5}). A position: n. A state: (stones left,
# whose turn: 0 Alice, 1 Bob). The result: whether Alice, the first player, wins.
a = param("a", 15)
b = param("b", 19)
assert 1 <= a <= 31 and 1 <= b <= 31, "each set is a non-empty set of numbers in 1..5"
TAKES = ([t for t in range(1, 6) if a >> (t - 1) & 1], [t for t in range(1, 6) if b >> (t - 1) & 1])
positions = numbers(n=range(0, 200))
result = "win"


def start(position):
    (n,) = position
    return (n, 0)


def moves(state):
    n, turn = state
    for t in TAKES[turn]:
        if t <= n:
            yield (n - t, 1 - turn)


def canonical(state):
    return state
