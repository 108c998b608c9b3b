"""deque generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, equal, zigzag, sorted.

tiny: N <= 10, values 1..9 or 1..10^9 (brute.py searches every play);
small: N <= 60, values 1..100;
large: N = 1000, values 1..10^9;
max: N = 3000, values 1..10^9;
equal: N = 3000 or 2999, every value 10^9: the largest X (and X - Y = 10^9 when N is odd);
zigzag: N = 3000, 10^9 and small values alternating, shuffled in blocks (greedy is wrong);
sorted: N = 3000, increasing values (taking the larger end is not always best).
"""
import random
import sys

MAX_N = 3000
MAX_A = 10**9
SIZES = ("tiny", "small", "large", "max", "equal", "zigzag", "sorted")


def row(rng: random.Random, size: str) -> list[int]:
    if size == "tiny":
        hi = rng.choice([9, MAX_A])
        return [rng.randint(1, hi) for _ in range(rng.randint(1, 10))]
    if size == "small":
        return [rng.randint(1, 100) for _ in range(rng.randint(1, 60))]
    if size == "large":
        return [rng.randint(1, MAX_A) for _ in range(1000)]
    if size == "max":
        return [rng.randint(1, MAX_A) for _ in range(MAX_N)]
    if size == "equal":
        return [MAX_A] * (MAX_N - rng.randint(0, 1))
    if size == "zigzag":
        a = [MAX_A - rng.randint(0, 1000) if i % 2 == 0 else rng.randint(1, 1000)
             for i in range(MAX_N)]
        for start in range(0, MAX_N, 100):
            if rng.random() < 0.3:
                block = a[start:start + 100]
                rng.shuffle(block)
                a[start:start + 100] = block
        return a
    return sorted(rng.randint(1, MAX_A) for _ in range(MAX_N))  # sorted


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[2] not in SIZES:
        sys.exit(f"usage: gen.py SEED SIZE, SIZE one of {', '.join(SIZES)}")
    seed, size = sys.argv[1], sys.argv[2]
    a = row(random.Random(f"{seed}-{size}"), size)
    sys.stdout.write(f"{len(a)}\n{' '.join(map(str, a))}\n")


if __name__ == "__main__":
    main()
