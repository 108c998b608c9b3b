"""generalized-subtraction generator: `gen.py SEED SIZE[-first|-second][-longest|-random|-unique]`.

SIZE: tiny (N <= 8: brute.py answers at once), small (N <= 40), large (N <= 2000), max
(N = 2000 or 1999). About half the positions have L == R with N - L odd, the case decided by Grundy
values (the others are won for First by the middle cut); L ranges from 1 to N.
-first / -second: the player to move at the start wins / loses (decided here by the rule of the
editorial, with g(m) = mex of g(a) ^ g(m - L - a); brute.py checks the small ones by search).
-second needs L == R, N - L odd and g(N) = 0: at max only 2000 1 1, 2000 667 667 and
1999 400 400 (so max-second can be longest-lasting or unique-reply only).
-longest / -random / -unique: the jury's style when it cannot win (problems/duel.hpp draws it
from the input's hash; positions are drawn again until the hash gives the style asked for).
"""
import random
import sys
from functools import lru_cache

from judge.duel_style import parse_size, style_of

SIZES = {"tiny": (1, 8), "small": (1, 40), "large": (1, 2000), "max": (1999, 2000)}


@lru_cache(maxsize=None)
def values(length: int, n: int) -> tuple[int, ...]:
    """g(0..n) for removing exactly `length` consecutive cards."""
    g = [0] * (n + 1)
    for m in range(length, n + 1):
        seen = {g[a] ^ g[m - length - a] for a in range(m - length + 1)}
        g[m] = next(v for v in range(len(seen) + 1) if v not in seen)
    return tuple(g)


def first_wins(n: int, lo: int, hi: int) -> bool:
    if lo < hi or (n - lo) % 2 == 0:
        return True
    return values(lo, n)[n] != 0


def draw(rng: random.Random, lo_n: int, hi_n: int, equal: bool) -> tuple[int, int, int]:
    n = rng.randint(lo_n, hi_n)
    small = rng.random() < 0.5
    lo = rng.randint(1, min(n, 5)) if small else rng.randint(1, n)
    if equal:
        if (n - lo) % 2 == 0 and lo > 1:
            lo -= 1
        return n, lo, lo
    return n, lo, rng.randint(lo, min(n, lo + rng.choice((1, 2, n))))


MAX_LOST = [(2000, 1, 1), (2000, 667, 667), (1999, 400, 400)]


def lost_position(rng: random.Random, size: str, style: str | None) -> str:
    """A position lost for the player to move: L == R, N - L odd, g(N) = 0."""
    lo_n, hi_n = SIZES[size]
    for _ in range(1000):
        if size == "max":
            n, lo, _ = rng.choice(MAX_LOST)
            ns = [n]
        else:
            lo = rng.randint(1, 5) if rng.random() < 0.5 else rng.randint(1, hi_n)
            ns = range(max(lo, lo_n), hi_n + 1)
        g = values(lo, hi_n)
        ns = [n for n in ns if (n - lo) % 2 == 1 and g[n] == 0
              and (style is None or style_of(f"{n} {lo} {lo}\n".encode()) == style)]
        if ns:
            return f"{rng.choice(ns)} {lo} {lo}\n"
    sys.exit(f"no lost position of size {size} with that style")


def main() -> None:
    size, winner, style = parse_size(sys.argv[2], SIZES)
    rng = random.Random(f"{sys.argv[1]}-{sys.argv[2]}")
    lo_n, hi_n = SIZES[size]
    if winner == "second":
        sys.stdout.write(lost_position(rng, size, style))
        return
    for _ in range(100000):
        equal = rng.random() < 0.5
        n, lo, hi = draw(rng, lo_n, hi_n, equal)
        text = f"{n} {lo} {hi}\n"
        if winner is not None and first_wins(n, lo, hi) != (winner == "first"):
            continue
        if style is not None and style_of(text.encode()) != style:
            continue
        sys.stdout.write(text)
        return
    sys.exit("no position of that kind found")


if __name__ == "__main__":
    main()
