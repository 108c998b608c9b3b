# Truth for SPOJ MATGAME with one row: a plain search of the states (i, v): the numbers before
# index i are 0, the number at i is v (1 <= v <= a[i]) and those after it untouched; a move
# lowers v to 1..v-1 or to 0, which leaves the state (i + 1, a[i + 1]) (or the empty row, a loss
# for the player to move). Filled from the right end. True when player A (first) wins.


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    a = list(position)
    after = False                       # the empty row: the player to move has lost
    for i in range(len(a) - 1, -1, -1):
        win = [None] * (a[i] + 1)       # win[v]: the player to move at (i, v) wins
        for v in range(1, a[i] + 1):
            win[v] = (not after) or any(not win[w] for w in range(1, v))
        after = win[a[i]]
    return after
