# Truth for Codeforces 1398B: every substring of equal characters may be deleted.
from oracle import score_search


def _moves(s):
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            part = s[i:j]
            if len(set(part)) == 1:
                yield s[:i] + s[j:], part.count("1")


_best = score_search(_moves)


def truth(position):
    return _best(position)
