# Even-Odd Game (Codeforces 1472D): an array; Alice moves first. A move removes one element; Alice
# scores it when it is even, Bob when it is odd. The value: Alice's total minus Bob's.
positions = multiset(piles=range(1, 6), size=range(0, 5))
result = "score"


def start(a):
    return (a, 0)                    # the numbers left, who moves (0 = Alice, 1 = Bob)


def moves(s):
    a, who = s
    for i, x in enumerate(a):
        scores = (x % 2 == 0) if who == 0 else (x % 2 == 1)
        yield ((a[:i] + a[i + 1:], 1 - who), x if scores else 0)
