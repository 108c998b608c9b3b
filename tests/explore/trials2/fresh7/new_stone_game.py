# A New Stone Game (POJ 1740): n piles of stones in a line, all non-empty at the start. In turn,
# Alice first, a player chooses a pile, removes at least one stone from it, and then may move any
# number of the stones still in that pile onto other piles that still have stones (in any way:
# several piles may get some). The player who cannot move (every pile empty) loses. Empty piles
# take no part in the game, so a position is the multiset of the non-empty piles.
positions = multiset(piles=range(1, 5), size=range(1, 5))


def _spread(others, extra):
    """Every way to add `extra` stones in all to the piles of `others` (a tuple)."""
    if not others:
        if extra == 0:
            yield ()
        return
    for give in range(extra + 1):
        for rest in _spread(others[1:], extra - give):
            yield (others[0] + give,) + rest


def moves(piles):
    seen = set()
    for i, x in enumerate(piles):
        if i > 0 and piles[i - 1] == x:
            continue
        others = piles[:i] + piles[i + 1:]
        for left in range(x):                  # stones in the pile after the removal
            for moved in range(left + 1 if others else 1):
                keep = left - moved
                for grown in _spread(others, moved):
                    nxt = tuple(sorted(grown + ((keep,) if keep > 0 else ())))
                    if nxt not in seen:
                        seen.add(nxt)
                        yield nxt
