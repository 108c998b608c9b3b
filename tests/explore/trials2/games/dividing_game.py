# Dividing Game (AtCoder ABC368 F): positive numbers; a move replaces one number by one of
# its divisors other than itself. Who cannot move loses.
positions = multiset(piles=range(1, 17), size=range(1, 4))


def moves(a):
    for i, x in enumerate(a):
        if i == 0 or a[i - 1] != x:
            for d in range(1, x):
                if x % d == 0:
                    yield tuple(sorted(a[:i] + (d,) + a[i + 1:]))
