# Cutting Game (POJ 2311): a rectangular paper of W x H grid cells. In turn, the first player
# first, a player chooses one piece of paper and cuts it along a grid line, horizontally or
# vertically, into two rectangular pieces (every cell kept whole). A player who cuts out a piece
# of a single cell (1 x 1) wins the game. A position: (W, H). The result: whether the first
# player wins.
positions = numbers(w=range(2, 6), h=range(2, 6))
result = "win"
CUT_OUT = ("a 1 x 1 piece was cut out",)     # the game is over: the player to move has lost


def start(position):
    w, h = position
    return ((w, h),)                  # the pieces, each (width, height), sorted


def moves(pieces):
    if pieces == CUT_OUT:
        return
    for i, (a, b) in enumerate(pieces):
        if i > 0 and pieces[i - 1] == (a, b):
            continue                  # the same piece again: the same cuts
        rest = pieces[:i] + pieces[i + 1:]
        cuts = [((c, b), (a - c, b)) for c in range(1, a)] + [((a, c), (a, b - c)) for c in range(1, b)]
        for one, two in cuts:
            if one == (1, 1) or two == (1, 1):
                yield CUT_OUT
            else:
                yield tuple(sorted(rest + (one, two)))


def canonical(state):
    return state
