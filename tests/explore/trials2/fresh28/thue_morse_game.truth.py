# Truth for Topcoder ThueMorseGame: a table of wins filled from 0 up, for each m: at a pile of v
# stones (v has an even number of ones) the player to move wins iff some X in 1..min(m, v) leaves
# a pile v - X with an even number of ones (0 included) that is lost for the next player; a pile
# of 0 is lost for the player to move (the other emptied it). True when Alice (first) wins.
_tables = {}


def _even_ones(v):
    return bin(v).count("1") % 2 == 0


def valid(position):
    return position[0] >= 1 and _even_ones(position[0])


def truth(position, m=3):
    (n,) = position
    wins = _tables.setdefault(m, [False])
    while len(wins) <= n:
        v = len(wins)
        wins.append(any(_even_ones(v - x) and not wins[v - x] for x in range(1, min(m, v) + 1)))
    return wins[n]
