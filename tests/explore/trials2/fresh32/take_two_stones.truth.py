# Truth for Kattis twostones: the play is forced (two stones a turn while two are left), so the
# game is simulated to its end: one stone left, Alice wins; none, Bob wins. True when Alice wins.


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    while n >= 2:
        n -= 2
    return n == 1
