# Pocky Game (AtCoder AGC 048 D): piles of stones in a row. First and Second move in turn, First
# first. First removes one or more stones from the leftmost pile; Second removes one or more
# stones from the rightmost pile; a pile left empty is taken out of the row. The player who
# cannot move (no pile left) loses. True = First wins.
positions = sequence(values=range(1, 5), length=range(1, 6))


def start(piles):
    return (piles, 0)                 # the row, and whose turn (0: First, 1: Second)


def moves(state):
    piles, turn = state
    if not piles:
        return
    if turn == 0:
        a = piles[0]
        for left in range(a):
            yield ((left,) + piles[1:] if left else piles[1:], 1)
    else:
        a = piles[-1]
        for left in range(a):
            yield (piles[:-1] + (left,) if left else piles[:-1], 0)


def canonical(state):
    return state
