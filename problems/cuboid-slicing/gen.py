"""Cuboid Slicing Game generator (assumed format): `gen.py SEED SIZE`, SIZE in tiny, small, large,
max, worst.

tiny: n <= 3 cuboids with sides <= 4 (brute.py searches the whole game); small: n <= 10, sides <= 30;
large: n <= 1000; max: n = 1000, sides up to 30; worst: n = 1000 cuboids of 30 x 30 x 30 (the answer
is ALBERT, n being even: equal cuboids cancel). Outside worst, about half the inputs pair every
cuboid with an equal one (turned around), a loss for Ruben; random positions are mostly wins.
"""
import random
import sys

# (max n, max side)
SIZES = {"tiny": (3, 4), "small": (10, 30), "large": (1000, 30), "max": (1000, 30),
         "worst": (1000, 30)}


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_n, max_side = SIZES[size]
    n = max_n if size in ("max", "worst") else rng.randint(1, max_n)
    if size == "worst":
        cuboids = [[30, 30, 30]] * n
    else:
        side = rng.choice([max_side, min(max_side, 8), min(max_side, 3)])
        cuboids = [[rng.randint(1, side) for _ in range(3)] for _ in range(n)]
        if n >= 2 and rng.random() < 0.5:
            half = cuboids[:n // 2]
            cuboids = half + [rng.sample(c, 3) for c in half]
            if n % 2:
                cuboids.append(rng.choice([[1, 1, 1], [2, 2, 2], [4, 4, 4]]))  # worth 1, 0, 0
            rng.shuffle(cuboids)
    lines = [str(n)] + [" ".join(map(str, c)) for c in cuboids]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
