# Football (Baekjoon 21970, "Fo(1)otball"): N classes of students, of sizes a_1..a_N, and a
# number K. Little Square and Little Triangle alternate picking students, Little Square first.
# In a turn only students of one class may be chosen, at least one and at most K of them, and at
# most as many as were selected in the previous turn. The captain who selects the last
# student(s) wins the prize. The result: whether Little Square, the first player, wins. A
# position: the class sizes as a multiset, 1..4 classes of 1..7 declared here (the statement
# allows sum N <= 100,000 and K, sizes <= 10^9). A state: (the sizes left, sorted, empty classes
# dropped; the most the mover may select: K at the start, then the count selected in the turn
# before, never more than K). K is the parameter k (default 2).
k = param("k", 2)
positions = multiset(piles=range(1, 8), size=range(1, 5))
result = "win"


def start(sizes):
    return (tuple(sorted(sizes)), k)


def moves(state):
    sizes, limit = state
    options = set()
    for i, a in enumerate(sizes):
        for x in range(1, min(a, limit) + 1):
            rest = sizes[:i] + ((a - x,) if a > x else ()) + sizes[i + 1:]
            options.add((tuple(sorted(rest)), x))
    return sorted(options)


def canonical(state):
    return state
