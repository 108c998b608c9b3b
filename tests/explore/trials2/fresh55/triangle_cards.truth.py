# Truth for AtCoder ARC 170 D (Triangle Card Game): a plain search of the three choices: Alice
# wins iff she has a card a such that for every card b of Bob she has another card c (not the
# same card) with a, b, c the sides of a non-degenerate triangle (the two smaller sum to more
# than the largest). The position is A_1..A_N B_1..B_N. True when Alice, the first player, wins.
def valid(position):
    return len(position) >= 4 and len(position) % 2 == 0 and min(position) >= 1


def _triangle(a, b, c):
    x, y, z = sorted((a, b, c))
    return x + y > z


def truth(position):
    n = len(position) // 2
    alice, bob = position[:n], position[n:]
    return any(all(any(_triangle(alice[i], b, alice[j]) for j in range(n) if j != i) for b in bob)
               for i in range(n))
