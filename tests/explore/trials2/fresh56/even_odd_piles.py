# Chef Game (CodeChef CHEFGM, November Challenge 2013): k piles of numbers, pile i holding n_i
# numbers. In a move the player selects a pile and a number in it; every number of that pile
# greater than or equal to the chosen one is removed. The players move alternately; the player
# unable to move loses. Chef Ciel moves first, but before her first move she chooses EVEN or ODD:
# with EVEN every number she selects must be even and every number her opponent selects odd;
# with ODD the other way round. The answer: EVEN or ODD if that choice lets her win, DON'T PLAY
# if neither does (the statement: never both). Read as a partizan game: Left selects even
# numbers, Right odd ones; EVEN wins for Ciel iff Left wins moving first, ODD iff Right wins
# moving first. A position: the piles written one after another in one sequence, each separated
# from the next by a 0 (no 0 at either end, no two 0s together), sequences of length 1..6 over
# 0..4 declared here: the numbers of a pile are 1..4 here, 0 being the separator (the statement
# allows numbers 0 .. 2^31 - 1, k <= 100 piles of n_i <= 45). A state: the piles left, each a
# sorted tuple, empty piles dropped, the piles sorted. The result: the class L (Left, EVEN, wins
# whoever starts), R (Right, ODD), N (whoever starts) or P (whoever does not start).
positions = sequence(values=range(0, 5), length=range(1, 7)).where(
    lambda a: a[0] != 0 and a[-1] != 0 and all(a[i] or a[i + 1] for i in range(len(a) - 1)))
result = "partizan"


def start(a):
    piles, pile = [], []
    for v in a:
        if v == 0:
            piles.append(tuple(sorted(pile)))
            pile = []
        else:
            pile.append(v)
    piles.append(tuple(sorted(pile)))
    return tuple(sorted(piles))


def _take(piles, parity):
    options = set()
    for i, pile in enumerate(piles):
        for x in set(pile):
            if x % 2 == parity:
                rest = tuple(v for v in pile if v < x)       # remove every number >= x
                left = piles[:i] + ((rest,) if rest else ()) + piles[i + 1:]
                options.add(tuple(sorted(left)))
    return sorted(options)


def left_moves(piles):
    return _take(piles, 0)                                 # the EVEN player


def right_moves(piles):
    return _take(piles, 1)                                 # the ODD player


def canonical(piles):
    return tuple(sorted(piles))
