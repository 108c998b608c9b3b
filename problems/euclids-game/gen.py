"""Euclid's Game generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: up to 15 games with numbers <= 40 (brute.py answers at once); small: 200 games <= 10^4;
large: 2000 games below 2^31; max: 20000 games below 2^31, a quarter of them pairs near the golden
ratio (consecutive Fibonacci numbers and their multiples, where a floating-point test of a/b > phi
fails near 2^31), the rest random with mixed ratios; worst: 20000 consecutive-Fibonacci-like pairs
(the longest chains of forced moves) and pairs with a = b or b dividing a.
"""
import random
import sys

TOP = 2**31 - 1
SIZES = {"tiny": (15, 40), "small": (200, 10**4), "large": (2000, TOP), "max": (20000, TOP),
         "worst": (20000, TOP)}


def fibonacci_pairs(top: int) -> list[tuple[int, int]]:
    pairs, a, b = [], 1, 2
    while b <= top:
        pairs.append((b, a))
        a, b = b, a + b
    return pairs


def golden_pair(rng: random.Random, top: int) -> tuple[int, int]:
    """A pair whose ratio is as close to phi as a Fibonacci pair, possibly scaled or nudged."""
    b, a = rng.choice(fibonacci_pairs(top))
    k = rng.randint(1, max(1, top // b))
    b, a = b * k, a * k
    b = min(top, max(1, b + rng.choice([0, 0, 0, -1, 1])))
    return (b, a) if rng.random() < 0.5 else (a, b)


def random_pair(rng: random.Random, top: int) -> tuple[int, int]:
    b = rng.randint(1, top)
    ratio = rng.choice([1.0, 1.5, 1.618, 2.0, 3.0, 10.0, 1000.0])
    a = min(top, max(1, int(b * ratio * rng.uniform(0.9, 1.1))))
    if rng.random() < 0.1:
        a = b * rng.randint(1, max(1, top // b))  # b divides a
    return (a, b) if rng.random() < 0.5 else (b, a)


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[2] not in SIZES:
        sys.exit(f"usage: gen.py SEED SIZE, SIZE one of {', '.join(SIZES)}")
    seed, size = sys.argv[1], sys.argv[2]
    rng = random.Random(f"{seed}-{size}")
    count, top = SIZES[size]
    if size in ("tiny", "small", "large"):
        count = rng.randint(1, count)
    games = []
    for _ in range(count):
        if size == "tiny":
            games.append((rng.randint(1, top), rng.randint(1, top)))
        elif size == "worst":
            pick = rng.random()
            if pick < 0.8:
                games.append(golden_pair(rng, top))
            else:
                b = rng.randint(1, top)
                games.append((b * rng.randint(1, max(1, top // b)), b))
        else:
            games.append(golden_pair(rng, top) if rng.random() < 0.25 else random_pair(rng, top))
    print("\n".join(f"{a} {b}" for a, b in games + [(0, 0)]))


if __name__ == "__main__":
    main()
