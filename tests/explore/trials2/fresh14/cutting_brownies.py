# Cutting Brownies (Kattis cuttingbrownies, NAIPC): a sheet of B x D brownies (breadth B, depth
# D). Players Harry Horizontal and Vicky Vertical; in turn, a player chooses one of the pieces
# and cuts it into two smaller pieces of whole breadth and depth: Harry only horizontally (a
# B x D piece into B x d1 and B x d2, d1 + d2 = D), Vicky only vertically (into b1 x D and b2 x D).
# Pieces are never rotated. A player who cannot cut any piece loses. (The problem also says who
# starts; the class covers both.) A state: the pieces, sorted, without the 1 x 1 pieces that
# nobody can cut. Harry is Left and Vicky is Right: the result is the class L, R, N or P.
positions = numbers(b=range(1, 6), d=range(1, 6))
result = "partizan"


def start(position):
    b, d = position
    return tuple(p for p in ((b, d),) if p != (1, 1))


def _cuts(pieces, harry):
    for i, (b, d) in enumerate(pieces):
        if i > 0 and pieces[i - 1] == (b, d):
            continue                  # the same piece again: the same cuts
        rest = pieces[:i] + pieces[i + 1:]
        size = d if harry else b
        for c in range(1, size // 2 + 1):
            parts = ((b, c), (b, d - c)) if harry else ((c, d), (b - c, d))
            yield tuple(sorted(rest + tuple(p for p in parts if p != (1, 1))))


def left_moves(pieces):
    return list(_cuts(pieces, True))


def right_moves(pieces):
    return list(_cuts(pieces, False))


def canonical(state):
    return state
