# 异或数列 (Luogu P8743, 蓝桥杯 2021 省赛 A 组 G): Alice and Bob hold the numbers a = 0 and b = 0,
# and there is a common list X_1 .. X_n. They move in turn, Alice first; a move uses one number
# X_i of the list not used yet and either sets a to a xor X_i or sets b to b xor X_i (each player
# may change either number). Every X_i is used once; after n moves the game ends, and the player
# with the larger number wins (equal numbers: a draw). The result: W, L or D for Alice, moving
# first (the answers 1, -1 and 0). A position: the list, a multiset of 1..6 numbers 0..7 declared
# here (3,002 multisets; the statement allows n <= 2*10^5 in all, X_i < 2^20). A state: (the
# numbers not used, a, b, whose turn: 0 Alice, 1 Bob); at the end `winner()` says who won.
positions = multiset(piles=range(0, 8), size=range(1, 7))
result = "outcome"


def start(numbers):
    return (tuple(numbers), 0, 0, 0)


def moves(state):
    numbers, a, b, turn = state
    out = set()
    for i, x in enumerate(numbers):
        rest = numbers[:i] + numbers[i + 1:]
        out.add((rest, a ^ x, b, 1 - turn))
        out.add((rest, a, b ^ x, 1 - turn))
    return sorted(out)


def winner(state):
    _, a, b, turn = state
    if a == b:
        return "draw"
    alice_won = a > b
    return "mover" if alice_won == (turn == 0) else "last"
