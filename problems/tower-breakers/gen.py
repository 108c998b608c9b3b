"""Tower Breakers generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max.

tiny: n <= 4 towers of height <= 24 (brute.py answers at once); small: n, m <= 1000;
large: n, m <= 10^5; max: t = 100, n and m up to 10^6 (with the extremes 1, 10^6 and primes mixed in).
"""
import random
import sys

# (max t, max n, max m)
SIZES = {"tiny": (5, 4, 24), "small": (20, 1000, 1000), "large": (100, 10**5, 10**5),
         "max": (100, 10**6, 10**6)}


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_t, max_n, max_m = SIZES[size]
    t = max_t if size == "max" else rng.randint(1, max_t)
    special = [1, 2, max_n - 1, max_n] if size == "max" else [1, 2]
    lines = [str(t)]
    for _ in range(t):
        n = rng.choice(special) if rng.random() < 0.2 else rng.randint(1, max_n)
        m = rng.choice([1, 2, 999983, max_m]) if rng.random() < 0.2 else rng.randint(1, max_m)
        lines.append(f"{n} {min(m, max_m)}")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
