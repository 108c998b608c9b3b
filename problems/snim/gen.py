"""S-Nim generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: few small heaps and moves (brute.py answers at once); small: moderate values;
large: half the limits; max: k = m = l = 100, values up to 10000;
worst: max, plus the moves 1..100 so every heap has 100 options and Grundy values reach 100.
Outside tiny, about half the positions are pairs of equal heaps (and a 0 when l is odd): lost.
"""
import random
import sys

# (max k, max s, max m, max l, max h)
SIZES = {
    "tiny": (3, 5, 5, 3, 8),
    "small": (10, 30, 20, 10, 200),
    "large": (50, 5000, 50, 50, 5000),
    "max": (100, 10000, 100, 100, 10000),
    "worst": (100, 100, 100, 100, 10000),
}


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_k, max_s, max_m, max_l, max_h = SIZES[size]
    if size == "max":
        moves = [rng.randint(1, max_s) for _ in range(max_k)]
    elif size == "worst":
        moves = rng.sample(range(1, max_s + 1), max_k)
    else:
        moves = [rng.randint(1, max_s) for _ in range(rng.randint(1, max_k))]
    full = size in ("max", "worst")
    m = max_m if full else rng.randint(1, max_m)
    lines = [" ".join(map(str, [len(moves)] + moves)), str(m)]
    for _ in range(m):
        count = max_l if full else rng.randint(1, max_l)
        # Heaps smaller than the smallest move are common in small inputs; mix in zeros too.
        heaps = [0 if rng.random() < 0.1 else rng.randint(0, max_h) for _ in range(count)]
        if size != "tiny" and rng.random() < 0.5:
            # Pairs of equal heaps: a lost position by the mirror strategy, so large outputs
            # mix L with W (random big positions are almost always W).
            half = heaps[:count // 2]
            heaps = half + half + [0] * (count % 2)
            rng.shuffle(heaps)
        lines.append(" ".join(map(str, [count] + heaps)))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
