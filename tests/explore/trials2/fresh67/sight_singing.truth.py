# Truth for Baekjoon 29154 (작곡가 A의 시창 평가): the red notes are those covered by a section
# s[i:j] that is a suffix of the melody (every section of the score tried); then a plain memoised
# win/lose search over the lengths of the runs of red notes, sorted: a move turns a contiguous
# block of one run green, leaving the parts of the run before and after it. True when the first
# player wins (the answer "First").
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(line):
    return line.count(" ") == 1 and all(line.split(" "))


@lru_cache(maxsize=None)
def _wins(runs):
    for k, length in enumerate(runs):
        if k > 0 and runs[k - 1] == length:
            continue
        rest = runs[:k] + runs[k + 1:]
        for a in range(length):
            for b in range(a + 1, length + 1):
                after = tuple(sorted(rest + tuple(p for p in (a, length - b) if p > 0)))
                if not _wins(after):
                    return True
    return False


def truth(line):
    s, l = line.split(" ")
    red = [False] * len(s)
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            if l.endswith(s[i:j]):
                for k in range(i, j):
                    red[k] = True
    runs, current = [], 0
    for r in red + [False]:
        if r:
            current += 1
        elif current:
            runs.append(current)
            current = 0
    return _wins(tuple(sorted(runs)))
