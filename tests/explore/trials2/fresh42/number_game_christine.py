# Number Game (Baekjoon Online Judge 6329; POJ 1143): Christine and Matt take turns choosing
# integers greater than 1, Christine first. A number already chosen by either player, a multiple
# of one, or a sum of such multiples may not be chosen. A player who cannot choose a number loses.
# The input gives a position as the list of the numbers not yet forbidden (2 <= a_i <= 20, at most
# 20 of them), always a position that can really occur (if 3 is not in the list, 6 is not either);
# every number not in the list is forbidden. The problem asks for the winning moves; here only
# whether the player to move wins. A position: the numbers still allowed, all different, 2 to 11
# declared here (1 to 10 of them), kept by a filter to those that can occur: no allowed number is
# the sum of two forbidden numbers (each at least 2). Choosing x forbids x and every allowed y
# with y - x forbidden afterwards (y - x itself a number >= 2 not allowed; 1 is never forbidden),
# checked from the smallest y up: the sums of multiples of the chosen numbers. A state is a
# position. The result: whether the player to move (Christine) wins.


def _occurs(allowed):
    s = set(allowed)
    if len(s) != len(allowed) or min(allowed) < 2:
        return False
    return all(not (y not in s and v - y >= 2 and v - y not in s)
               for v in s for y in range(2, v - 1))


positions = multiset(piles=range(2, 12), size=range(1, 11)).where(_occurs)
result = "win"


def moves(allowed):
    for x in allowed:
        left = []
        for y in allowed:                 # increasing, so y - x is settled before y
            if y == x:
                continue
            d = y - x
            if d >= 2 and d not in left:
                continue                  # y = (a forbidden number) + x: now forbidden
            left.append(y)
        yield tuple(left)
