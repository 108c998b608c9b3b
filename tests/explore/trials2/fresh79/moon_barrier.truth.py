# Truth for Luogu P8347 (「Wdoi-6」另一侧的月): a plain memoised win/lose search over the nodes
# still there (a bit mask). A turn deletes one node and keeps one connected group of the others;
# a turn that leaves a single node loses at once for the player who made it, so such a turn is
# never a winning one; a player all of whose turns leave a single node, or leave a group the
# other wins from, has lost. The search stops at the first winning turn. True when Hifuu, moving
# first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(tree):
    return tree.n >= 2


def truth(tree):
    n = tree.n
    near = [0] * n
    for u, v in tree.edges:
        near[u] |= 1 << v
        near[v] |= 1 << u

    def groups(mask):
        out = []
        while mask:
            seed = mask & -mask
            group, frontier = seed, seed
            while frontier:
                grow = 0
                f = frontier
                while f:
                    low = f & -f
                    grow |= near[low.bit_length() - 1]
                    f ^= low
                grow &= mask & ~group
                group |= grow
                frontier = grow
            out.append(group)
            mask &= ~group
        return out

    @lru_cache(maxsize=None)
    def mover_wins(mask):
        m = mask
        while m:
            low = m & -m
            m ^= low
            for group in groups(mask & ~low):
                if group & (group - 1) == 0:
                    continue                    # one node left: the mover would lose
                if not mover_wins(group):
                    return True
        return False

    return mover_wins((1 << n) - 1)
