# Game (HDU 5011): piles of beads. In turn, the first player first, a player chooses a pile and
# removes some (at least one) beads from it; then they may leave it so, or split what is left of
# that pile into two non-empty piles. The player who takes the last bead wins. A position: the
# piles, sorted. The result: whether the first player wins.
positions = multiset(piles=range(1, 7), size=range(1, 4))
result = "win"


def moves(piles):
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue                  # a pile of the same size again: the same moves
        rest = piles[:i] + piles[i + 1:]
        for left in range(0, a):
            yield tuple(sorted(rest + ((left,) if left else ())))
            for x in range(1, left // 2 + 1):
                yield tuple(sorted(rest + (x, left - x)))
