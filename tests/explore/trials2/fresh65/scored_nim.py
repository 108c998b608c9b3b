# Scored Nim (Baekjoon 18540): n heaps of stones, a_i >= 2 in the i-th. Alice and Bob move in turn,
# Alice first. A move chooses a heap of at least two stones and splits it into two non-empty heaps,
# then colours all stones of one new heap white and all stones of the other black (the mover
# chooses which is which). The game lasts until every heap holds one stone. Alice's score is then
# the number of white stones, Bob's the number of black stones; each maximises their own score,
# and the problem asks Alice's. A heap of one stone is never split again, so its colour is the one
# given by the split that made it; a heap of two or more stones is split again later, so its colour
# does not last. The moves here earn the mover +1 for each one-stone heap made in the mover's own
# colour (white for Alice, black for Bob) and -1 for each made in the other's, so that the value
# (the mover's points minus the other's) is white minus black, both playing best, and Alice's score
# is (a_1 + ... + a_n + value) / 2. A position: the heap sizes as a multiset, 1..3 heaps of 2..9
# declared here (the statement allows n <= 128 and a_i <= 128). A state: the heaps of two or more
# stones, sorted (the one-stone heaps are done and left out).
positions = multiset(piles=range(2, 10), size=range(1, 4))
result = "score"


def moves(heaps):
    options = set()
    for i, x in enumerate(heaps):
        if x < 2:
            continue
        rest = heaps[:i] + heaps[i + 1:]
        for mine in range(1, x):          # the new heap coloured in the mover's colour
            other = x - mine
            points = (1 if mine == 1 else 0) - (1 if other == 1 else 0)
            after = tuple(sorted(rest + tuple(h for h in (mine, other) if h >= 2)))
            options.add((after, points))
    return sorted(options)
