# Arithmetic Sequence Nim (AtCoder ARC 144 F): a positive integer m, an integer a with 0 <= a < m,
# and piles A_1..A_N with max(1, a) <= A_i. Let X be the set of positive integers x with
# x = a (mod m). Alice and Bob alternate, Alice first: choose a pile i and an x in X with
# x <= A_i, and change A_i to A_i - x; a player with no such choice loses. The problem counts
# Alice's winning first moves; here: whether Alice, the first player, wins. A position: the piles
# as a multiset, 1..4 piles of max(1, a)..10 declared here (the statement allows N <= 3 * 10^5,
# m <= 10^9, A_i <= 10^18). A state: the piles, sorted (a pile may drop below max(1, a) or to 0
# during play). m and a are parameters (defaults m = 3, a = 1).
m = param("m", 3)
a = param("a", 1)
positions = multiset(piles=range(max(1, a), 11), size=range(1, 5))
result = "win"


def moves(piles):
    options = set()
    for i, pile in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        x = a if a > 0 else m                       # the least positive x with x = a (mod m)
        while x <= pile:
            options.add(tuple(sorted(rest + (pile - x,))))
            x += m
    return sorted(options)
