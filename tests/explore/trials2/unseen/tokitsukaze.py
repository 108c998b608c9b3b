# Tokitsukaze, CSL and Stone Game (Codeforces 1190B): piles; a move takes one stone from a
# non-empty pile. Who cannot move, or leaves two piles of the same size (empty ones too),
# loses. A move that leaves equal piles loses at once, so it is never made unless forced;
# being forced to it is being unable to move.
positions = multiset(piles=range(0, 6), size=range(1, 5))


def moves(piles):
    for i, a in enumerate(piles):
        if a > 0:
            after = tuple(sorted(piles[:i] + (a - 1,) + piles[i + 1:]))
            if len(set(after)) == len(after):
                yield after
