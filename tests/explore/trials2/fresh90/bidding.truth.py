# Truth for BZOJ 2798 (Bidding), for one n: a plain table over the pairs (x, y) reachable from
# (1, 0) with y < n, filled from the largest y and x down. From (x, y) with x + y < n the player
# to move goes to (1, x + y), (2x, y) or (3x, y); with x + y >= n every move left makes y >= n,
# so the player to move loses. True when A, moving first from (1, 0), wins.


def valid(position):
    return len(position) == 1 and position[0] >= 1


def truth(position):
    n = position[0]
    xs = set()                             # the values of x reachable: 1 and 2^a 3^b below 3n
    a = 1
    while a < 3 * n:
        b = a
        while b < 3 * n:
            xs.add(b)
            b *= 3
        a *= 2
    xs = sorted(xs, reverse=True)
    wins = {}                              # wins[(x, y)]: the player to move at (x, y) wins
    for y in range(n - 1, -1, -1):
        for x in xs:
            if x + y >= n:
                wins[(x, y)] = False
                continue
            wins[(x, y)] = (not wins[(1, x + y)] or not wins[(2 * x, y)]
                            or not wins[(3 * x, y)])
    return wins[(1, 0)]
