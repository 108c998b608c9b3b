"""Poker Nim by exhaustive game search of the real game, add-moves included: a position is lost
iff every move leads to a won position.

A move removes one or more chips from one pile, or adds chips to one pile if the mover still has
one of its k additions left for that pile. The game is over once every pile is empty (the last
chip has been removed): the player to move then has lost. A position is the sorted tuple of
(chips, additions left to the player to move, additions left to the other player), one per pile,
memoised; the turn is built in, since after each move the two counters swap roles.

One move may add any number of chips in the real game; here it adds 1..CAP (`brute.py [CAP]`,
default 2) so the search is finite. The editorial explains why the cap does not change the
answer. No Grundy values, no xor. For tiny inputs only (n <= 3, c_i <= 3, k <= 2).
"""
import sys
from functools import lru_cache

DEFAULT_CAP = 2


def solver(cap: int):
    @lru_cache(maxsize=None)
    def wins(piles: tuple) -> bool:
        if all(chips == 0 for chips, _, _ in piles):
            return False
        for i, (chips, mine, theirs) in enumerate(piles):
            others = piles[:i] + piles[i + 1:]
            after = [(left, mine) for left in range(chips)]
            if mine > 0:
                after += [(chips + added, mine - 1) for added in range(1, cap + 1)]
            for new_chips, new_mine in after:
                # The opponent moves next: its counters come first.
                swapped = [(c, t, m) for c, m, t in others] + [(new_chips, theirs, new_mine)]
                if not wins(tuple(sorted(swapped))):
                    return True
        return False

    return wins


def main() -> None:
    cap = int(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CAP
    wins = solver(cap)
    data = list(map(int, sys.stdin.read().split()))
    pos = 1
    out = []
    for _ in range(data[0]):
        n, k = data[pos], data[pos + 1]
        chips = data[pos + 2:pos + 2 + n]
        pos += 2 + n
        out.append("First" if wins(tuple(sorted((c, k, k) for c in chips))) else "Second")
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
