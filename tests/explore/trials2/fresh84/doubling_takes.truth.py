# Truth for Luogu P6791 ([SNOI2020] 取石子), for one pile: a table win[m][c] over the stones left
# m and the most the player to move may take c (c capped at m), filled from small piles up. A
# take of t (1 <= t <= c) leaves m - t with a cap of 2t for the other player; taking the last
# stone (t = m) loses at once, so it is never a winning take. The player to move wins iff some
# take t < m leaves the other player losing; win[m][c] = win[m][c - 1] or (c < m and the other
# player loses at (m - c, 2c)). True when A, moving first with a cap of k, wins.
_win = [[False]]          # _win[m][c] for c = 0..m


def _grow(top):
    for m in range(len(_win), top + 1):
        row = [False] * (m + 1)
        for c in range(1, m + 1):
            if row[c - 1]:
                row[c] = True
            elif c < m:
                rest = m - c
                row[c] = not _win[rest][min(2 * c, rest)]
        _win.append(row)


def valid(position):
    return len(position) == 1 and position[0] >= 1


def truth(position, k=1):
    (n,) = position
    _grow(n)
    return _win[n][min(k, n)]
