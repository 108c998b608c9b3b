"""Paski generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: strips <= 5, boards <= 14 (brute.py searches every position); small: strips <= 8, boards <= 18;
large: strips and boards up to 1000, m <= 1000; max: m = 1000 boards up to 1000 and strips of any
length (often short, where the game is richest); worst: m = 1000, strips 1, 2, 3 (the most moves).
"""
import random
import sys

# (max strip, max m, max board)
SIZES = {"tiny": (5, 6, 14), "small": (8, 10, 18), "large": (1000, 1000, 1000),
         "max": (1000, 1000, 1000), "worst": (3, 1000, 1000)}


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_strip, max_m, max_board = SIZES[size]
    if size == "worst":
        strips = [1, 2, 3]
        rng.shuffle(strips)
    else:
        cap = rng.choice([max_strip, min(max_strip, 10), min(max_strip, 40)])
        strips = [rng.randint(1, cap) for _ in range(3)]
    m = max_m if size in ("max", "worst") else rng.randint(1, max_m)
    boards = [rng.randint(1, max_board) for _ in range(m)]
    print(" ".join(map(str, strips)))
    print(m)
    print("\n".join(map(str, boards)))


if __name__ == "__main__":
    main()
