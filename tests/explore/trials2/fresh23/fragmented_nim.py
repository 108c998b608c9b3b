# Fragmented Nim (Codeforces 2181F): piles of stones; Alice and Bob alternate turns, Alice first.
# On a turn the player does not choose the pile: the opponent names a non-empty pile, and the
# player removes any positive number of stones from it. The player who takes the last stone wins
# (a player facing no stone on his turn loses). A position: the piles, a multiset. A state: the
# piles other than the named one (sorted) and the size of the named pile (0 when no pile is named
# yet). A move of the player to act removes stones from the named pile and names a pile for the
# opponent's next turn (the two acts of one player in a row); at the start, before any stone is
# taken, Bob's only act is to name Alice's first pile, so the player to move at the start is Bob.
# The result: whether Bob (who names Alice's first pile) wins; Alice wins exactly when he does not.
positions = multiset(piles=range(1, 7), size=range(1, 5))
result = "win"


def start(piles):
    return (tuple(piles), 0)


def _name(piles):
    """Each way to name a non-empty pile of piles: (the others, the named size)."""
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        yield (piles[:i] + piles[i + 1:], a)


def moves(state):
    others, named = state
    if named == 0:                      # the start: Bob names Alice's first pile
        yield from _name(others)
        return
    for k in range(1, named + 1):
        left = tuple(sorted(others + ((named - k,) if named > k else ())))
        if not left:
            yield ((), 0)               # the last stone taken: the opponent cannot move
        else:
            yield from _name(left)


def canonical(state):
    return state
