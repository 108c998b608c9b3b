# Warrior and Archer (Codeforces 594A): n (even) possible starting positions with distinct
# coordinates x_1 .. x_n on the Ox axis. Vova and Lesha take turns banning one of the remaining
# positions, Vova first, until two positions remain (n - 2 bans). Then Vova's warrior takes the
# smaller coordinate and Lesha's archer the larger. Vova wants the distance between them as small
# as possible, Lesha as large as possible. The answer: the distance with optimal play.
# A position: the coordinates as a set (a multiset whose values are distinct), n = 2, 4, 6 or 8
# coordinates among 0..9 declared here (510 positions); the statement allows n <= 200,000 and
# coordinates up to 10^9. A state: the coordinates not banned, sorted; n is even, so Vova is to
# move when an even number of them remain. The value of a position (Vova's side: Vova moves first)
# is minus the answer: final() gives the player to move at the end, Vova (two positions remain),
# minus the distance.
positions = multiset(piles=range(0, 10), size=range(2, 9, 2)).where(
    lambda p: len(set(p)) == len(p))
result = "score"


def moves(xs):
    if len(xs) <= 2:
        return []
    return sorted({(xs[:i] + xs[i + 1:], 0) for i in range(len(xs))})


def final(xs):
    return -(xs[-1] - xs[0])
