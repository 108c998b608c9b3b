# Alice's Game (HDU 3544): chocolate bars, the i-th of X_i x Y_i squares. In turn, Alice first, a
# player chooses a bar and splits it in two: Alice only vertically, a bar X x Y into A x Y and
# B x Y with A + B = X, A, B > 0; Bob only horizontally, X x Y into X x A and X x B with A + B = Y,
# A, B > 0. The player who cannot split a bar loses. (The statement allows up to 100 bars of up to
# 10^9 on a side; here a few small bars.) A position: the bars written one after the other,
# X_1 Y_1 X_2 Y_2 ..., as the input lists them (the order of the bars does not matter). A state:
# (the bars, sorted; 0 when Alice is to move, 1 for Bob). The result: whether Alice, the first
# player, wins.
positions = sequence(values=range(1, 5), length=range(2, 7, 2))
result = "win"


def start(numbers):
    bars = tuple(sorted(zip(numbers[0::2], numbers[1::2])))
    return (bars, 0)


def moves(state):
    bars, turn = state
    for i, (x, y) in enumerate(bars):
        if i > 0 and bars[i - 1] == (x, y):
            continue
        rest = bars[:i] + bars[i + 1:]
        side = x if turn == 0 else y
        for a in range(1, side // 2 + 1):
            if turn == 0:
                pieces = ((a, y), (x - a, y))
            else:
                pieces = ((x, a), (x, y - a))
            yield (tuple(sorted(rest + pieces)), 1 - turn)


def canonical(state):
    return state
