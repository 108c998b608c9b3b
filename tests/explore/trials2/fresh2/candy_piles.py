# Candy Piles (AtCoder AGC 002 E): piles of candies. A move either eats every candy of one pile
# with the most candies, or eats one candy from every pile that still has one. The player who
# eats the last candy loses (so the player who faces no candy left wins).
positions = multiset(piles=range(1, 7), size=range(1, 7))
result = "misere"


def moves(piles):
    if not piles:
        return
    yield piles[:-1]                                # the largest pile, eaten (piles are sorted)
    yield tuple(a - 1 for a in piles if a > 1)      # one candy from every pile
