# Truth for CodeChef CHN07: a plain memoised search of the row (../oracle.py's win_search): a move
# flips an R and any number (0 or more) of the consecutive B's right after it; no R, no move
# (lost). True when the first player wins.
from oracle import win_search


def _moves(s):
    out = []
    for i, c in enumerate(s):
        if c == "R":
            j = i
            while True:
                out.append(s[:i] + "B" + "R" * (j - i) + s[j + 1:])
                if j + 1 < len(s) and s[j + 1] == "B":
                    j += 1
                else:
                    break
    return out


_wins = win_search(_moves)


def valid(s):
    return len(s) >= 1 and set(s) <= set("RB")


def truth(s):
    return _wins(s)
