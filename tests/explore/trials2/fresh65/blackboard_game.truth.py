# Truth for Baekjoon 30477 (Blackboard Game): a plain memoised search of one round at a time over
# (the unchosen numbers, sorted; the red sum minus the blue sum). Carlinhos picks a red number, then
# Equalizer picks a blue number and an erased one; when no number is left, Carlinhos has won iff
# the difference is not 0. True when Carlinhos, who moves first, wins (the answer "Y").
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(numbers):
    return len(numbers) >= 3 and len(numbers) % 3 == 0


def _without(rest, *indices):
    return tuple(v for k, v in enumerate(rest) if k not in indices)


@lru_cache(maxsize=None)
def _carlinhos_wins(rest, diff):
    if not rest:
        return diff != 0
    for i in range(len(rest)):
        if i > 0 and rest[i] == rest[i - 1]:
            continue
        after_red = _without(rest, i)
        answered = False                       # can Equalizer answer this red number?
        for j in range(len(after_red)):
            for k in range(len(after_red)):
                if j != k and not _carlinhos_wins(_without(after_red, j, k),
                                                  diff + rest[i] - after_red[j]):
                    answered = True
                    break
            if answered:
                break
        if not answered:
            return True
    return False


def truth(numbers):
    return _carlinhos_wins(tuple(sorted(numbers)), 0)
