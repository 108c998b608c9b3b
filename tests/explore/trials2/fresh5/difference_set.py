# Alice and Bob (Codeforces 346A): a set of n >= 2 distinct positive integers. In turn, Alice
# first, a player picks two numbers x, y of the set whose difference |x - y| is not in the set
# and adds |x - y| to it. The player who cannot move loses.
positions = multiset(piles=range(1, 9), size=range(2, 5)).where(lambda t: len(set(t)) == len(t))


def moves(numbers):
    here = set(numbers)
    added = set()
    for x in numbers:
        for y in numbers:
            d = x - y
            if d > 0 and d not in here and d not in added:
                added.add(d)
                yield tuple(sorted(here | {d}))
