# Yet Another Number Game (Codeforces 282D), with three numbers (the problem has n = 1, 2 or 3):
# BitLGM and BitAryo have numbers a_1, a_2, a_3 >= 0. In turn, BitLGM first, a player either
# picks one a_i and any x with 1 <= x <= a_i and lowers a_i by x, or picks any x with
# 1 <= x <= min(a_1, a_2, a_3) and lowers every a_i by x. The player who cannot move loses. A
# position: the three numbers (order does not matter). The result: whether BitLGM, the first
# player, wins.
positions = multiset(piles=range(0, 10), size=range(3, 4))
result = "win"


def moves(a):
    for i, v in enumerate(a):
        if i > 0 and a[i - 1] == v:
            continue
        for x in range(1, v + 1):
            yield tuple(sorted(a[:i] + (v - x,) + a[i + 1:]))
    for x in range(1, min(a) + 1):
        yield tuple(v - x for v in a)
