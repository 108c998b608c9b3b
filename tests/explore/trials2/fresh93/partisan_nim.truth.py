# Truth for Project Euler 939 (Partisan Nim): a plain memoised win/lose search over (A's piles,
# B's piles, who moves), each side's piles a sorted tuple of sizes. A moves by deleting one of
# A's piles or taking one stone from one of B's piles (a pile emptied is gone); B alike with
# the sides swapped; the player to move with no pile left loses. Searched with A first and
# with B first: 'L' if A wins both, 'R' if B wins both, 'N' if the starter wins, 'P' if the
# starter loses. A position is the multiset of nonzero numbers, +s a pile of s on A's side and
# -s one of s on B's side.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and 0 not in position


def _minus_one(piles, i):
    s = piles[i] - 1
    rest = piles[:i] + piles[i + 1:]
    return tuple(sorted(rest + (s,))) if s else rest


@lru_cache(maxsize=None)
def _mover_wins(mine, theirs):
    # the player to move owns `mine`; after the move the roles swap
    for i in range(len(mine)):
        if i and mine[i] == mine[i - 1]:
            continue
        if not _mover_wins(theirs, mine[:i] + mine[i + 1:]):
            return True
    for i in range(len(theirs)):
        if i and theirs[i] == theirs[i - 1]:
            continue
        if not _mover_wins(_minus_one(theirs, i), mine):
            return True
    return False


def truth(position):
    a = tuple(sorted(s for s in position if s > 0))
    b = tuple(sorted(-s for s in position if s < 0))
    a_first = _mover_wins(a, b)
    b_first = _mover_wins(b, a)
    if a_first and b_first:
        return "N"
    if a_first:
        return "L"
    if b_first:
        return "R"
    return "P"
