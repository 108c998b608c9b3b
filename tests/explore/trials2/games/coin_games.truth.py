# Truth for Codeforces 1972B: the circle as a list; remove coin i and flip the coins at its
# sides (twice, that is not at all, when they are the same coin).
from oracle import win_search


def _moves(s):
    out = []
    n = len(s)
    for i in range(n):
        if s[i] != "U":
            continue
        coins = list(s)
        # two coins: the other one is both neighbours, flipped twice, so not at all
        flip = {(i - 1) % n, (i + 1) % n} - {i} if n != 2 else set()
        for j in flip:
            coins[j] = "D" if coins[j] == "U" else "U"
        del coins[i]
        out.append(min("".join(coins[k:] + coins[:k]) for k in range(max(len(coins), 1))))
    return out


_wins = win_search(_moves)


def truth(position):
    return _wins(position)
