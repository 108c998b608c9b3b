# Truth for Topcoder PartisanGame: for each pair of sets, two tables filled from 0 up: wins[p][n]
# is True when the player p (0 Alice, 1 Bob) to move at a pile of n wins, i.e. some take t of p's
# set with t <= n leaves a pile lost for the other player to move; with no valid take, lost.
# True when Alice, who moves first, wins.
_tables = {}


def valid(position):
    return position[0] >= 0


def truth(position, a=15, b=19):
    (n,) = position
    takes = ([t for t in range(1, 6) if a >> (t - 1) & 1], [t for t in range(1, 6) if b >> (t - 1) & 1])
    wins = _tables.setdefault((a, b), ([], []))
    while len(wins[0]) <= n:
        v = len(wins[0])
        for p in (0, 1):
            wins[p].append(any(t <= v and not wins[1 - p][v - t] for t in takes[p]))
    return wins[0][n]
