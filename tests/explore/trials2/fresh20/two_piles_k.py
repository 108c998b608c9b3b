# Game (UVa 11249): two piles of a and b stones and a number k. In turn, the first player first, a
# player either takes any positive number of stones from one pile, or takes x >= 1 stones from
# one pile and y >= 1 from the other with |x - y| <= k. The player who cannot move loses. A
# position: (a, b). A state: the two piles, sorted. The result: whether the first player wins.
k = param("k", 1)
assert k >= 0, "k is at least 0"
positions = numbers(a=range(0, 26), b=range(0, 26))
result = "win"


def start(position):
    return tuple(sorted(position))


def moves(piles):
    x, y = piles
    seen = set()
    for t in range(1, x + 1):
        seen.add((x - t, y))
    for t in range(1, y + 1):
        seen.add(tuple(sorted((x, y - t))))
    for s in range(1, x + 1):
        for t in range(max(1, s - k), min(y, s + k) + 1):
            seen.add(tuple(sorted((x - s, y - t))))
    yield from seen


def canonical(state):
    return state
