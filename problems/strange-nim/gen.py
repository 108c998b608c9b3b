"""Strange Nim generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: N <= 3, A <= 14, K <= 4 (brute.py answers at once); small: N <= 20, A <= 10^4;
large: N = 100, A <= 10^7; max: N = 200, A up to 10^9, K log-uniform in [1, 10^9] (so the
quotients A/K range from 0 to 10^9); worst: N = 200 piles of A near 10^9 with K in
[15000, 30000], where the jump loop runs longest (about 3.7 * 10^4 jumps per pile).
Half the inputs (a third in tiny) repeat every pile twice (a lost position by mirroring, `Aoki`);
random rows are mostly `Takahashi`.
"""
import random
import sys

# (max N, max A, max K)
SIZES = {"tiny": (3, 14, 4), "small": (20, 10**4, 10**4), "large": (100, 10**7, 10**7),
         "max": (200, 10**9, 10**9), "worst": (200, 10**9, 30000)}


def draw_pile(rng: random.Random, size: str, max_a: int, max_k: int) -> tuple[int, int]:
    if size == "tiny":
        return rng.randint(1, max_a), rng.randint(1, max_k)
    if size == "worst":
        return max_a - rng.randint(0, 10**6), rng.randint(15000, max_k)
    a = max_a - rng.randint(0, 1000) if rng.random() < 0.3 else rng.randint(1, max_a)
    k = int(10 ** rng.uniform(0, len(str(max_k)) - 1))  # log-uniform
    return a, max(1, min(k, max_k))


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_n, max_a, max_k = SIZES[size]
    full = size in ("max", "worst")
    n = max_n if full else rng.randint(1, max_n)
    if rng.random() < (0.3 if size == "tiny" else 0.5):
        half = [draw_pile(rng, size, max_a, max_k) for _ in range(max(1, n // 2))]
        piles = half + half
        rng.shuffle(piles)
    else:
        piles = [draw_pile(rng, size, max_a, max_k) for _ in range(n)]
    print("\n".join([str(len(piles))] + [f"{a} {k}" for a, k in piles]))


if __name__ == "__main__":
    main()
