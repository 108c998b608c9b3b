# Candy Jars (Codeforces Gym 100814 L): N jars, each with a strictly positive number of candies.
# Alice plays first and the two players alternate. In a turn the player selects any jar X, throws
# away all candies of all the other jars, and redistributes the candies of X among all N jars in
# any way, as long as in the end every jar (X too) holds at least one candy. The player who
# cannot make a move loses. The result: whether Alice wins.
# A position: the N jars' candies; declared here: N = 2..4 jars of 1..16 candies (4,828
# multisets); the statement allows 2 <= N <= 1000 and 1 <= a_i <= 1000.
# A state: the jars' candies, sorted (the jars are alike).
positions = multiset(piles=range(1, 17), size=range(2, 5))
result = "win"


def _splits(total, parts, least):
    # the ways to write total as a sum of `parts` numbers, each at least `least`, non-decreasing
    if parts == 1:
        if total >= least:
            yield (total,)
        return
    for first in range(least, total // parts + 1):
        for rest in _splits(total - first, parts - 1, first):
            yield (first,) + rest


def moves(jars):
    options = set()
    for x in set(jars):
        options.update(_splits(x, len(jars), 1))
    return sorted(options)
