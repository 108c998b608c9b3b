# Truth for CodeChef CLGAME (Up for a Game): a plain memoised minimax over how many discs were
# popped from the top. A move pops x discs, x in S = {1, x, y} and at most the number left, and
# scores 2^p for each disc p popped. best(i) is the most the player to move can get over the other
# with the discs i.. left (0 with none left). Chef, moving first, wins iff best(0) > 0, loses iff
# best(0) < 0, draws iff it is 0: the sign of a minimax of differences is the minimax of their
# signs (the check against the game file's own moves, which carry the difference in the state and
# decide at the end, compares them). 'W' when Chef wins, 'L' when Garry wins, 'D' for a draw.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and all(v >= 0 for v in position) and len(set(position)) == len(position)


def truth(position, x=2, y=1):
    discs = tuple(position)
    takes = sorted({1, x, y})

    @lru_cache(maxsize=None)
    def best(i):
        options = []
        for take in takes:
            if i + take <= len(discs):
                gained = sum(2 ** p for p in discs[i:i + take])
                options.append(gained - best(i + take))
        return max(options) if options else 0

    value = best(0)
    return "W" if value > 0 else "L" if value < 0 else "D"
