# Birthday Gifts (CodeChef TWINGFT, LunchTime 96, March 2021): N gifts, the i-th of price A_i.
# Chef and his twin each want to keep the most expensive gifts for himself. They take K turns
# each, alternately (2K turns in all; 2K + 1 <= N); in a turn a twin chooses one gift, except the
# last turn of the twin who moves second, who chooses two gifts. Chef may choose who takes the
# first turn. Both choose optimally; the answer is the largest total price of the gifts Chef
# keeps.
# Each twin maximises his own total (score = "own"). Chef's choice of who starts is in his first
# move: he either chooses a gift (he starts) or passes (his twin starts), so that the players
# alternate strictly. A turn chooses exactly one gift (two in the second mover's last turn); the
# statement's "may choose" is read as must (every price is positive). Gifts of the same price are
# alike. Among moves equally good for the mover, the explorer's default ("least" for the other)
# is kept: on every declared and larger position checked, "most" gives Chef the same total.
# A position: the prices as a multiset, 3..7 gifts of price 1..6 declared here, those with at
# least 2K + 1 gifts kept (the statement allows N <= 10^3, prices up to 10^9); K is the parameter
# (1 <= K <= (N - 1) / 2). A state: (the gifts left, sorted; the number of turns taken, -1 before
# Chef's choice; whether Chef took the first turn). The value of a position: Chef's total.
k = param("k", 1)
positions = multiset(piles=range(1, 7), size=range(3, 8)).where(lambda a: len(a) >= 2 * k + 1)
result = "score"
score = "own"


def start(gifts):
    return (tuple(sorted(gifts)), -1, False)


def _take(gifts, count):
    """The gifts left after taking `count` of them, with the price taken, one per choice."""
    out = set()
    if count == 1:
        for i, a in enumerate(gifts):
            out.add((gifts[:i] + gifts[i + 1:], a))
    else:
        for i in range(len(gifts)):
            for j in range(i + 1, len(gifts)):
                rest = gifts[:i] + gifts[i + 1:j] + gifts[j + 1:]
                out.add((rest, gifts[i] + gifts[j]))
    return sorted(out)


def moves(state):
    gifts, taken, chef_first = state
    if taken == -1:                         # Chef passes (his twin starts) or starts himself
        options = [((gifts, 0, False), 0)]
        options += [((rest, 1, True), price) for rest, price in _take(gifts, 1)]
        return options
    if taken == 2 * k:
        return []
    count = 2 if taken == 2 * k - 1 else 1  # the second mover's last turn: two gifts
    return [((rest, taken + 1, chef_first), price) for rest, price in _take(gifts, count)]


def canonical(state):
    return state
