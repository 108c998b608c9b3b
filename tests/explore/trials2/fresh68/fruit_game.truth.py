# Truth for Baekjoon 19406 (Fruit Game): a plain memoised search over (how many fruits are left on
# the coconut's left, how many on its right, whose turn it is). The fruits left of the coconut are
# eaten from their right end, those right of it from their left end; the mover eats a tasty fruit
# of his or her own kind, or skips when there is none; whoever eats the last of his or her own
# fruit wins at once. True when Apfelmann, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(row):
    return row.count("C") == 1 and "A" in row and "B" in row and set(row) <= set("ABC")


def truth(row):
    c = row.index("C")
    left, right = row[:c], row[c + 1:]

    @lru_cache(maxsize=None)
    def apfelmann_wins(i, j, turn):
        # left[:i] and right[len(right) - j:] are still on the table; turn 0 is Apfelmann's
        rest = left[:i] + right[len(right) - j:]
        kind = "A" if turn == 0 else "B"
        eats = []
        if i > 0 and left[i - 1] == kind:
            eats.append((i - 1, j))
        if j > 0 and right[len(right) - j] == kind:
            eats.append((i, j - 1))
        outcomes = []
        for ni, nj in eats:
            after = left[:ni] + right[len(right) - nj:]
            if kind not in after:
                outcomes.append(turn == 0)          # the mover has finished first and won
            else:
                outcomes.append(apfelmann_wins(ni, nj, 1 - turn))
        if not eats:
            assert kind in rest
            outcomes.append(apfelmann_wins(i, j, 1 - turn))
        return any(outcomes) if turn == 0 else all(outcomes)
    return apfelmann_wins(len(left), len(right), 0)
