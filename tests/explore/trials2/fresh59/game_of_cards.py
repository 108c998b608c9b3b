# Game of Cards (Baekjoon 11683, an ICPC regional problem): P piles of face-up numbered cards and
# a number K >= 0. Alice and Bob alternate, Alice first. A player selects one of the piles,
# removes from 0 up to K cards from its top, leaving at least one card in it, then looks at the
# card now on top and must remove as many cards as its value from the top of the same pile (that
# card among them). Whoever has no more cards to remove, or is forced to remove more cards than
# the pile holds, loses. Read here: a choice of pile and count after which the top card's value
# exceeds the cards left is a losing choice, so a player left with only such choices (or with no
# pile to select) has lost, as a player with no move; the other choices are the moves. The
# result: whether Alice, the first player, wins. A position: the piles written one after another
# in one sequence, each from the bottom to the top and separated from the next by a 0 (no 0 at
# either end, no two 0s together); sequences of length 1..6 over 0..4 declared here, so the
# cards' values are 1..4 (the copy of the statement read gives no bounds on the values: values
# of at least 1 are assumed, 0 being the separator). A state: the piles left, each a tuple from
# the bottom to the top, empty piles dropped, the piles sorted. K is the parameter k (default 1).
k = param("k", 1)
positions = sequence(values=range(0, 5), length=range(1, 7)).where(
    lambda a: a[0] != 0 and a[-1] != 0 and all(a[i] or a[i + 1] for i in range(len(a) - 1)))
result = "win"


def start(a):
    piles, pile = [], []
    for v in a:
        if v == 0:
            piles.append(tuple(pile))
            pile = []
        else:
            pile.append(v)
    piles.append(tuple(pile))
    return tuple(sorted(piles))


def moves(piles):
    options = set()
    for i, pile in enumerate(piles):
        for j in range(0, min(k, len(pile) - 1) + 1):      # j cards off the top, one or more left
            left = len(pile) - j
            value = pile[left - 1]                          # the card now on top
            if value <= left:                               # else: forced to remove too many
                rest = pile[:left - value]
                others = piles[:i] + ((rest,) if rest else ()) + piles[i + 1:]
                options.add(tuple(sorted(others)))
    return sorted(options)
