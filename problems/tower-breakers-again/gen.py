"""Tower Breakers, Again! generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max.

tiny: N <= 3 towers of height <= 20 (brute.py answers at once: three towers of 36 took it
22 s of CPU, of 20 under 0.3 s); small: N <= 10, h <= 1000;
large: N <= 100, h <= 10^4; max: T = 200, N = 100, h up to 10^5.
Outside tiny, a third of the tests are towers in equal pairs (a loss by mirroring), so the answers
mix 1 and 2; big random tests are almost always won by player 1.
"""
import random
import sys

# (max T, max N, max h)
SIZES = {"tiny": (5, 3, 20), "small": (20, 10, 1000), "large": (100, 100, 10**4),
         "max": (200, 100, 10**5)}


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_t, max_n, max_h = SIZES[size]
    full = size == "max"
    t = max_t if full else rng.randint(1, max_t)
    lines = [str(t)]
    for _ in range(t):
        n = max_n if full else rng.randint(1, max_n)
        heights = [rng.randint(1, max_h) for _ in range(n)]
        if size != "tiny" and rng.random() < 1 / 3:
            heights = heights[:n // 2] * 2 + [1] * (n % 2)
            rng.shuffle(heights)
        lines += [str(n), " ".join(map(str, heights))]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
