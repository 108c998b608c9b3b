"""GG and MM by exhaustive search of the combined game, from the rules alone.

A position is the sorted tuple of the unfinished Euclid games (p, q), both piles > 0. A move picks,
in EVERY unfinished game, one move: take k * x from the other pile (x one pile, k >= 1, the other
pile must hold at least k * x). A game with an empty pile is over and drops out. The player with no
unfinished game cannot move and loses. Memoised; no suspense numbers. For tiny inputs only.
"""
import sys
from functools import lru_cache
from itertools import product


def game_moves(p: int, q: int) -> list[tuple[int, int]]:
    out = [(p - k * q, q) for k in range(1, p // q + 1)]
    out += [(p, q - k * p) for k in range(1, q // p + 1)]
    return out


@lru_cache(maxsize=None)
def wins(games: tuple) -> bool:
    if not games:
        return False
    for choice in product(*(game_moves(p, q) for p, q in games)):
        after = tuple(sorted(g for g in choice if g[0] > 0 and g[1] > 0))
        if not wins(after):
            return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    pos, out = 0, []
    while pos < len(data):
        n = data[pos]
        pairs = [(data[pos + 1 + 2 * i], data[pos + 2 + 2 * i]) for i in range(n)]
        pos += 1 + 2 * n
        live = tuple(sorted((p, q) for p, q in pairs if p > 0 and q > 0))
        out.append("MM" if wins(live) else "GG")
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
