# 『STA - R5』Remove and Decrease Game (Luogu P10398): n piles of stones, pile i holding a_i >= 1,
# all a_i different. Alice and Bob move in turn, Alice first; a turn is one of two operations:
# take one stone from every pile, or remove the pile with the fewest stones; after the turn every
# pile left with 0 stones is removed. The player who cannot move (no pile left) loses. The
# result: whether Alice, moving first, wins (the answer Alice). A position: the piles, a multiset
# of 1..5 different sizes 1..12 declared here (1,585 multisets; the statement allows n <= 2*10^5,
# a_i <= 10^9, the a_i different). The sizes stay different all game.
positions = multiset(piles=range(1, 13), size=range(1, 6)).where(
    lambda piles: len(set(piles)) == len(piles))
result = "win"


def moves(piles):
    if not piles:
        return []                                       # no pile left: no move
    out = [tuple(a - 1 for a in piles if a > 1)]       # one stone from every pile
    out.append(piles[1:])                               # the smallest pile removed
    return out
