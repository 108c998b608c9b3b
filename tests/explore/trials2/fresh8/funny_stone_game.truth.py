# Truth for UVa 1378 / LA 3668: the pile sizes searched as a tuple; a move takes a stone from a
# pile i and adds one stone to each of two piles j, k with i < j <= k.
from oracle import win_search


def _moves(piles):
    out = []
    n = len(piles)
    for i in range(n):
        if piles[i] > 0:
            for j in range(i + 1, n):
                for k in range(j, n):
                    nxt = list(piles)
                    nxt[i] -= 1
                    nxt[j] += 1
                    nxt[k] += 1
                    out.append(tuple(nxt))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(x >= 0 for x in position)


def truth(position):
    return _wins(tuple(position))
