# Binary Blackboard (Project Euler 711): Oscar and Eric agree on a positive integer n and write
# it in binary on a blackboard. Then they take turns, Oscar first, each writing one more
# positive number in binary on the board, so that the sum of all the numbers written (n
# included) stays at most 2n. The game ends when no valid move is left, that is when the sum
# is exactly 2n. Oscar wins if the board then holds an odd number of 1s in all, Eric if it is
# even. The result: whether Oscar, moving first, wins. A position: n, 1..64 declared here (the
# problem asks about every n up to 2^12345678). A state: (what is still allowed, 2n minus the
# sum; the parity of the 1s written so far; whose turn: 0 Oscar, 1 Eric); a number m may be
# written when 1 <= m <= what is allowed; a state with nothing allowed has no move and is
# decided by `winner`.
positions = numbers(n=range(1, 65))
result = "win"


def start(position):
    (n,) = position
    return (n, bin(n).count("1") % 2, 0)


def moves(state):
    room, ones, turn = state
    return [(room - m, (ones + bin(m).count("1")) % 2, 1 - turn) for m in range(1, room + 1)]


def winner(state):
    room, ones, turn = state          # room == 0: the board is full
    oscar_won = ones == 1
    return "mover" if oscar_won == (turn == 0) else "last"


def canonical(state):
    return state
