# Truth for HackerRank "Nimble Game": every coin move searched; the coins on square 0 can never
# move again, so the state forgets them (a count of 0 there).
from oracle import win_search


def _moves(c):
    out = []
    for i in range(1, len(c)):
        if c[i]:
            for j in range(i):
                d = list(c)
                d[i] -= 1
                d[j] += 1
                d[0] = 0
                out.append(tuple(d))
    return out


_wins = win_search(_moves)


def truth(position):
    return _wins((0,) + tuple(position[1:]))
