# Truth for Codeforces 2190A: a memoised search over binary strings; a move picks some 1s and,
# after all of them, some 0s (at least one of each) and rewrites those positions sorted (0s
# first); no move loses. True when Alice, the first player, wins.
from itertools import combinations

from oracle import win_search


def _moves(s):
    n = len(s)
    out = set()
    for q in range(n):
        if s[q] != "0":
            continue
        ones = [i for i in range(q) if s[i] == "1"]
        zeros = [i for i in range(q + 1, n) if s[i] == "0"]
        for a in range(1, len(ones) + 1):
            for P in combinations(ones, a):
                for b in range(len(zeros) + 1):
                    for Q in combinations(zeros, b):
                        pos = P + (q,) + Q
                        t = list(s)
                        for idx, p in enumerate(pos):
                            t[p] = "0" if idx < b + 1 else "1"
                        out.add("".join(t))
    return sorted(out)


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and set(position) <= {"0", "1"}


def truth(position):
    return _wins(position)
