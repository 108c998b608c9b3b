"""Kamyki generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max.

tiny: up to 4 positions of n <= 4 piles with at most 10 stones (brute.py searches them at once);
small: n <= 20, at most 200 stones; large: n <= 300, at most 5000 stones; max: u = 10, n = 1000 and
close to 10000 stones per position. About half the positions are made losing (the top pile is set
so that the staircase value is 0), since random positions are almost always wins.
"""
import random
import sys

# (max u, max n, max total stones)
SIZES = {"tiny": (4, 4, 10), "small": (10, 20, 200), "large": (10, 300, 5000),
         "max": (10, 1000, 10000)}


def losing_top(piles: list[int]) -> int:
    """The top pile size that makes the staircase value 0 (the other odd steps fixed)."""
    n = len(piles)
    x = 0
    for j in range(3, n + 1, 2):  # odd steps j >= 3: the gap under pile n - j (0-based)
        i = n - j
        x ^= piles[i] - (piles[i - 1] if i else 0)
    below = piles[n - 2] if n >= 2 else 0
    return below + x


def position(rng: random.Random, size: str, max_n: int, max_total: int) -> list[int]:
    full = size == "max"
    n = max_n if full else rng.randint(1, max_n)
    while True:
        total = max_total if full else rng.randint(1, max_total)
        # The lowest n - k piles are empty; the k others share about `total` stones.
        k = rng.randint(1, n)
        height = rng.randint(1, max(1, 2 * total // k))
        piles = [0] * (n - k) + sorted(rng.randint(0, height) for _ in range(k))
        if rng.random() < 0.5:
            piles[-1] = losing_top(piles)
        if sum(piles) <= max_total:
            return piles


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_u, max_n, max_total = SIZES[size]
    u = max_u if size == "max" else rng.randint(1, max_u)
    lines = [str(u)]
    for _ in range(u):
        piles = position(rng, size, max_n, max_total)
        lines += [str(len(piles)), " ".join(map(str, piles))]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
