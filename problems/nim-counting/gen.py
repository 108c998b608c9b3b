"""Nim Counting generator: `gen.py SEED SIZE`.

tiny: N <= 5, K <= 4, A_i <= 7 (brute.py lists every sequence at once); small: N <= 100,
K <= 50, A_i < 256; large: N <= 2*10^5, K <= 1000, A_i < 2^16. Max tests, N = 2*10^5:
max (K random up to 2^16 - 1), max-all (every value 1..2^16 - 1), max-low (K = 15, every value
below 16: many equal transform values, ratio 1 among them), max-high (values with the top bit
set only).
"""
import random
import sys

TOP = 2**16 - 1
MAX_N = 2 * 10**5


def pick(rng: random.Random, size: str) -> tuple[int, list[int]]:
    if size == "tiny":
        n, hi, k_hi = rng.randint(1, 5), 7, 4
    elif size == "small":
        n, hi, k_hi = rng.randint(1, 100), 255, 50
    elif size == "large":
        n, hi, k_hi = rng.randint(1, MAX_N), TOP, 1000
    elif size == "max":
        return MAX_N, rng.sample(range(1, TOP + 1), rng.randint(TOP // 2, TOP))
    elif size == "max-all":
        values = list(range(1, TOP + 1))
        rng.shuffle(values)
        return MAX_N, values
    elif size == "max-low":
        values = list(range(1, 16))
        rng.shuffle(values)
        return MAX_N, values
    elif size == "max-high":
        return MAX_N, rng.sample(range(2**15, TOP + 1), rng.randint(1, 2**15))
    else:
        sys.exit(f"unknown size {size!r}; one of tiny, small, large, max, max-all, max-low, "
                 "max-high")
    k = rng.randint(1, min(k_hi, hi))
    return n, rng.sample(range(1, hi + 1), k)


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    rng = random.Random(f"{seed}-{size}")
    n, values = pick(rng, size)
    sys.stdout.write(f"{n} {len(values)}\n{' '.join(map(str, values))}\n")


if __name__ == "__main__":
    main()
