# Moving Pebbles (SPOJ PEBBMOV): piles of stones. In turn, the first player first, a player
# chooses a pile, removes at least one stone from it, and then may move any number of the stones
# still in that pile (zero or more) onto any of the other piles that still have stones, split
# among them as the player likes. The player who cannot move (no stone left) loses. A position:
# the piles, sorted. The result: whether the first player wins.
positions = multiset(piles=range(1, 5), size=range(1, 5))
result = "win"


def _spread(count, slots):
    """Every way to put `count` stones on `slots` piles (some may get none)."""
    if slots == 0:
        if count == 0:
            yield ()
        return
    for first in range(count + 1):
        for rest in _spread(count - first, slots - 1):
            yield (first,) + rest


def moves(piles):
    seen = set()
    for i, p in enumerate(piles):
        if i > 0 and piles[i - 1] == p:
            continue                  # a pile of the same size again: the same moves
        others = piles[:i] + piles[i + 1:]
        for keep in range(0, p):      # stones left in the pile after the removal
            for moved in range(0, keep + 1):
                for gifts in _spread(moved, len(others)):
                    after = [o + g for o, g in zip(others, gifts)]
                    if keep - moved > 0:
                        after.append(keep - moved)
                    state = tuple(sorted(after))
                    if state not in seen:
                        seen.add(state)
                        yield state
