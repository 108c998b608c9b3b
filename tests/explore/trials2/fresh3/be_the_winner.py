# Be the Winner (HDU 2509): groups of apples, each group a row. A move takes any number (at
# least one) of consecutive apples from one row, which may leave two shorter rows. The player
# who takes the last apple loses.
positions = multiset(piles=range(1, 6), size=range(1, 5))
result = "misere"


def moves(rows):
    for i, a in enumerate(rows):
        if i > 0 and rows[i - 1] == a:
            continue
        rest = rows[:i] + rows[i + 1:]
        for left in range(a):
            for take in range(1, a - left + 1):
                right = a - left - take
                yield tuple(sorted(rest + tuple(x for x in (left, right) if x > 0)))
